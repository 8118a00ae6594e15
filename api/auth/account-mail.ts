import type { Context } from 'hono'
import type { ApiEnv } from '../env'
import { storefrontOrigin } from '../http/storefront-origin'
import { queueAndSend } from '../mail'
import { hit, LIMITS } from './rate-limit'

/** The account e-mails, with links into the storefront built from its configured origin. */
export type AccountMail = 'account-verification' | 'account-exists' | 'password-reset' | 'password-changed'

export function accountLinks(origin: string, token?: string) {
  return {
    verification: `${origin}/overeni-uctu/${encodeURIComponent(token ?? '')}`,
    reset: `${origin}/?passwordRecovery=${encodeURIComponent(token ?? '')}`,
    shop: `${origin}/`,
  }
}

/** The mails anyone can make the shop send to an address (by registering it, asking for links): limited. */
const LIMITED: ReadonlySet<AccountMail> = new Set(['account-verification', 'account-exists', 'password-reset'])

/**
 * Queues an account mail. Those anyone can trigger go out at most 3 of a kind per address per hour (decision
 * 013); over that the request still answers as usual and nothing is queued, so nobody can bomb a mailbox.
 */
export async function sendAccountMail(
  c: Context<ApiEnv>,
  to: string,
  mail: AccountMail,
  params: { token?: string },
): Promise<void> {
  if (LIMITED.has(mail)) {
    const verdict = await hit(c.env.DB, [{ key: `mail:${mail}:${to.toLowerCase()}`, limit: LIMITS.mailPerAddress }])
    if (!verdict.allowed) return
  }
  const links = accountLinks(storefrontOrigin(c), params.token)
  switch (mail) {
    case 'account-verification':
      return queueAndSend(c, { to, template: 'account-verification', params: { link: links.verification } })
    case 'password-reset':
      return queueAndSend(c, { to, template: 'password-reset', params: { link: links.reset } })
    case 'account-exists':
      return queueAndSend(c, { to, template: 'account-exists', params: { link: links.shop } })
    case 'password-changed':
      return queueAndSend(c, { to, template: 'password-changed', params: { link: links.shop } })
  }
}

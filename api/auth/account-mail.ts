import type { Context } from 'hono'
import type { ApiEnv } from '../env'
import { storefrontOrigin } from '../http/storefront-origin'
import { queueAndSend } from '../mail'

/** The account e-mails, with links into the storefront built from its configured origin. */
export type AccountMail = 'account-verification' | 'account-exists' | 'password-reset' | 'password-changed'

export function accountLinks(origin: string, token?: string) {
  return {
    verification: `${origin}/overeni-uctu/${encodeURIComponent(token ?? '')}`,
    reset: `${origin}/?passwordRecovery=${encodeURIComponent(token ?? '')}`,
    shop: `${origin}/`,
  }
}

export async function sendAccountMail(c: Context<ApiEnv>, to: string, mail: AccountMail, params: { token?: string }): Promise<void> {
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

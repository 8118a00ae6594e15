import type { Context } from 'hono'
import { hit, LIMITS } from '../auth/rate-limit'
import type { ApiEnv } from '../env'
import { queueAndSend } from '../mail'
import type { MailContent } from '../mail/templates'

/** The mails of the public forms (contact, claims; decision 026): the sender's receipt and the shop's notification. */

/** The confirmation to the address someone typed: at most 3 an hour to one address (no mail bombing). */
export async function mayMail(c: Context<ApiEnv>, kind: string, email: string): Promise<boolean> {
  return (await hit(c.env.DB, [{ key: `mail:${kind}:${email.toLowerCase()}`, limit: LIMITS.mailPerAddress }])).allowed
}

/** The shop's own notification, when the shop has an address for it (production requires one). */
export async function notifyShop(c: Context<ApiEnv>, mail: MailContent): Promise<void> {
  const to = c.env.SHOP_NOTIFICATION_EMAIL?.trim()
  if (!to) return
  await queueAndSend(c, { ...mail, to })
}

import { Hono } from 'hono'
import { CONTACT_CONSENT, contactInput } from '../../contract/contact'
import { limitClient } from '../auth/client-limit'
import { insertContactMessage } from '../db/contact'
import { ipHash } from '../domain/newsletter'
import type { ApiEnv } from '../env'
import { storefrontOrigin } from '../http/storefront-origin'
import { valid } from '../http/validate'
import { queueAndSend } from '../mail'
import { mayMail, notifyShop } from './form-mail'

/**
 * The contact form (docs/product.md#pages, docs/product.md#validation, docs/product.md#calls; decision 026):
 * `POST /contact-requests` (Sylius's URL) → 202. It has a honeypot (`website`) and a limit per client address.
 */
export const contact = new Hono<ApiEnv>().post(
  '/contact-requests',
  valid('json', contactInput),
  async function sendContactMessage(c) {
    await limitClient(c, 'contact')
    const input = c.req.valid('json')
    // the honeypot: answered like any other request, and nothing happens
    if (input.website) return c.body(null, 202)
    const email = input.email.toLowerCase()
    await insertContactMessage(c.env.DB, {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone: input.phone || null,
      message: input.message,
      customerId: c.var.customerId,
      consentVersion: CONTACT_CONSENT.version,
      ipHash: await ipHash(c),
    }).run()
    if (await mayMail(c, 'contact-confirmation', email)) {
      await queueAndSend(c, {
        to: email,
        template: 'contact-confirmation',
        params: { link: `${storefrontOrigin(c)}/` },
      })
    }
    await notifyShop(c, {
      template: 'contact-notification',
      params: {
        name: `${input.firstName} ${input.lastName}`,
        email,
        phone: input.phone || null,
        message: input.message,
      },
    })
    return c.body(null, 202)
  },
)

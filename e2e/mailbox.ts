import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** The sandbox mailbox of the e2e server (api/sandbox/mailbox.ts), for journeys that follow a mail's link. */

/** An address no other run has used. */
export function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cz`
}

/** The newest mail of an address whose links include `linkPart`, from the sandbox mailbox; waits for delivery. */
export async function mailLink(request: APIRequestContext, to: string, linkPart: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(to)}`)
      if (!response.ok()) return null
      const mail = (await response.json()) as { links: string[] }
      found = mail.links.find((link) => link.includes(linkPart))
      return found ?? null
    })
    .toBeTruthy()
  return found!
}

import claimsCss from './claims.css?url'

/**
 * The forms' stylesheet, linked by the heads of the routes that show them (/kontakt, /reklamace-a-vraceni-zbozi,
 * /account/complaint). Free of side effects: `head()` is not code-split.
 */
export function withClaimStyles<Head extends { links?: unknown[] }>(head: Head): Head {
  return { ...head, links: [...(head.links ?? []), { rel: 'stylesheet', href: claimsCss }] }
}

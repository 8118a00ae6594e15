import publicFormCss from './public-form.css?url'

/**
 * The public forms' stylesheet (the panel, the counter, the honeypot), linked by the heads of the routes that show
 * them (/kontakt, /reklamace-a-vraceni-zbozi, /account/complaint). Free of side effects: `head()` is not
 * code-split.
 */
export function withPublicFormStyles<Head extends { links?: unknown[] }>(head: Head): Head {
  return { ...head, links: [...(head.links ?? []), { rel: 'stylesheet', href: publicFormCss }] }
}

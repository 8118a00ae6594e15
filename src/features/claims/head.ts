import { withPublicFormStyles } from '../../components/ui/public-form-head'
import claimsCss from './claims.css?url'

/**
 * The claim forms' stylesheets, linked by the heads of the routes that show them (/reklamace-a-vraceni-zbozi,
 * /account/complaint). Free of side effects: `head()` is not code-split.
 */
export function withClaimStyles<Head extends { links?: unknown[] }>(head: Head): Head {
  const withPanel = withPublicFormStyles(head)
  return { ...withPanel, links: [...(withPanel.links ?? []), { rel: 'stylesheet', href: claimsCss }] }
}

import { withPublicFormStyles } from '../../components/ui/public-form-head'
import contactCss from './contact.css?url'

/** The contact page's stylesheets, linked by the head of /kontakt. Free of side effects: `head()` is not code-split. */
export function withContactStyles<Head extends { links?: unknown[] }>(head: Head): Head {
  const withPanel = withPublicFormStyles(head)
  return { ...withPanel, links: [...(withPanel.links ?? []), { rel: 'stylesheet', href: contactCss }] }
}

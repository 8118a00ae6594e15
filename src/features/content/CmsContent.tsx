/**
 * Rich text of the CMS (page content, FAQ answers): HTML the shop API has already made safe (allow-listed tags
 * and attributes, no scripts, event handlers or `javascript:` links; contract/cms.ts), in the shop's prose styles.
 */
export function CmsContent({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * Rich text from the shop API (CMS pages, blocks, FAQ answers): HTML the API has already made safe (allow-listed
 * tags and attributes, no scripts, event handlers or `javascript:` links; contract/cms.ts).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

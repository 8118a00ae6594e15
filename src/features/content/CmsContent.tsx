import { RichText } from '../../components/ui/RichText'

/** Rich text of a content page (page content, FAQ answers) in the shop's prose styles (content.css). */
export function CmsContent({ html, className }: { html: string; className?: string }) {
  return <RichText html={html} className={className ? `prose ${className}` : 'prose'} />
}

import type { CmsBlock } from '../../../contract/cms'
import { RichText } from '../../components/ui/RichText'

/** The CMS block under the banners: who the shop is, in the editors' words (content/blocks/home-intro.md). */
export const HOME_INTRO_BLOCK = 'home-intro'

export function HomeIntro({ block }: { block: CmsBlock }) {
  return <RichText html={block.content} className="home-intro" />
}

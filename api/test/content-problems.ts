import { ContentErrors, loadContent, type SourceFile } from '../content/load'
import type { MediaFile } from '../content/media'

/** The problems `loadContent` lists for these files (and pictures), or none. */
export function problemsOf(files: SourceFile[], media?: MediaFile[]): string[] {
  try {
    loadContent(files, media)
  } catch (error) {
    if (error instanceof ContentErrors) return error.problems
    throw error
  }
  return []
}

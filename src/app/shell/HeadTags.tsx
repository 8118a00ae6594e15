import { Asset, type RouterManagedTag, useHydrated, useRouter, useTags } from '@tanstack/react-router'
import { useEffect } from 'react'

/** The attribute of the stylesheet links Start adds in development only, dropped once the page has hydrated. */
const DEV_STYLES_ATTR = 'data-tanstack-router-dev-styles'

/**
 * What belongs in a tag of the head under our CSP: the nonce only on scripts and styles. Start's `HeadContent`
 * writes it on every `<meta>` and `<link>` too, where no CSP reads it (worker/middleware/security-headers.ts:
 * only `script-src` names a nonce; stylesheets come from 'self'). The `csp-nonce` meta keeps its content: the
 * router reads the nonce from it when it hydrates, for the scripts it adds later.
 */
export function headTag(tag: RouterManagedTag, nonce: string | undefined): RouterManagedTag & { nonce?: string } {
  if (tag.tag === 'script' || tag.tag === 'style') return { ...tag, nonce }
  if (!tag.attrs || !('nonce' in tag.attrs)) return tag
  const { nonce: _dropped, ...attrs } = tag.attrs
  return { ...tag, attrs }
}

/** Start's `HeadContent` (its development build's too), with the nonce only where the CSP needs it. */
export function HeadTags() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.querySelectorAll(`link[${DEV_STYLES_ATTR}]`).forEach((link) => link.remove())
  }, [hydrated])
  const shown = hydrated ? tags.filter((tag) => tag.tag !== 'link' || tag.attrs?.[DEV_STYLES_ATTR] !== true) : tags
  return (
    <>
      {shown.map((tag) => (
        <Asset {...headTag(tag, nonce)} key={`tsr-meta-${JSON.stringify(tag)}`} />
      ))}
    </>
  )
}

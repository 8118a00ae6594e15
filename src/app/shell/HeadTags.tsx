import { Asset, HeadContent, type RouterManagedTag, useRouter, useTags } from '@tanstack/react-router'

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

/** Start's production `HeadContent`, with the nonce only where the CSP needs it. */
export function HeadTags() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return (
    <>
      {tags.map((tag) => (
        <Asset {...headTag(tag, nonce)} key={`tsr-meta-${JSON.stringify(tag)}`} />
      ))}
    </>
  )
}

/**
 * The head as the build serves it. The development server keeps Start's own `HeadContent`, whose development build
 * also adds and later removes the stylesheets of server-rendered modules; production bundles neither it nor that
 * work (the first-load budget, decision 021).
 */
export const PageHead = import.meta.env.DEV ? HeadContent : HeadTags

import { useId } from 'react'

/**
 * A schema.org JSON-LD block; `<` is escaped so data can never close the script element. The data is for crawlers,
 * which read the server's HTML, so callers build it under `import.meta.env.SSR` and pass nothing in the browser:
 * the builders stay out of the browser's bundle (docs/decisions/021-first-load-javascript.md). The browser keeps
 * the text the server rendered (found by the element's id, the same in both renders, so hydration matches) and
 * renders no block on a page it renders itself after a client navigation.
 */
export function JsonLd({ data }: { data: unknown }) {
  const id = useId()
  const json = import.meta.env.SSR ? JSON.stringify(data).replace(/</g, '\\u003c') : renderedText(id)
  return json === null ? null : <script id={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

function renderedText(id: string): string | null {
  return document.getElementById(id)?.textContent ?? null
}

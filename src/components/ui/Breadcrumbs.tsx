import type { ReactNode } from 'react'
import { useT } from '../../lib/services'
import { JsonLd } from './JsonLd'

/** One step of a trail: its name, its absolute URL for schema.org, and the link shown (the last step is plain text). */
export type Crumb = { name: string; url: string; link: ReactNode }

/**
 * A visible breadcrumb trail and the same trail as schema.org BreadcrumbList; the last crumb is the current page.
 * The "›" closes the crumb before it, so a trail that wraps on a phone ends a line with it instead of starting
 * the next one; screen readers skip it (the list says what it is).
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT()
  const last = crumbs.length - 1
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <JsonLd
        data={
          import.meta.env.SSR
            ? {
                '@context': 'https://schema.org',
                '@type': 'BreadcrumbList',
                itemListElement: crumbs.map((crumb, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  name: crumb.name,
                  item: crumb.url,
                })),
              }
            : undefined
        }
      />
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            {index === last ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <>
                {crumb.link}
                <span className="breadcrumbs__separator" aria-hidden="true">
                  ›
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

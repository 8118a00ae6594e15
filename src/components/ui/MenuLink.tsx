import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link whose target comes from data (menus, banners): internal paths use the router (client navigation,
 * preloading), anything else is a plain external link.
 */
export function MenuLink({
  href,
  children,
  className,
  onNavigate,
}: {
  href: string
  children: ReactNode
  className?: string
  onNavigate?: () => void
}) {
  if (!href.startsWith('/') || href.startsWith('//')) {
    return (
      <a href={href} className={className} rel="noopener">
        {children}
      </a>
    )
  }
  const [path = '/', hash] = href.split('#')
  return (
    <Link to={path} hash={hash} className={className} onClick={onNavigate}>
      {children}
    </Link>
  )
}

import { Link } from '@tanstack/react-router'
import { type FocusEvent, useEffect, useRef, useState } from 'react'
import { useT, useUi } from '../../lib/services'
import type { CategoryNode, CategoryTree } from './category-tree'

type Props = { tree: CategoryTree; onNavigate: () => void }

/**
 * The category menu from the tree. From 1024 px: top categories, each with a flyout of its subcategories that
 * opens on hover and on keyboard focus and closes on Escape; a disclosure button per item serves keyboard and
 * touch. Below 1024 px (inside the drawer): nested lists that expand with the same buttons. Before hydration
 * CSS opens the flyouts on hover and focus and shows the mobile lists expanded.
 */
export function CategoryMenu({ tree, onNavigate }: Props) {
  const t = useT()
  const isMobile = useUi((state) => state.isMobile)
  const [openCode, setOpenCode] = useState<string | null>(null)
  // After Escape the flyout stays shut while focus is still inside its item.
  const dismissed = useRef<string | null>(null)

  function navigate() {
    setOpenCode(null)
    onNavigate()
  }

  return (
    <ul className="category-menu__list">
      {tree.roots.map((category) => (
        <TopCategory
          key={category.code}
          category={category}
          open={openCode === category.code}
          onToggle={() => setOpenCode((code) => (code === category.code ? null : category.code))}
          onHover={(entering) => {
            if (isMobile) return
            dismissed.current = null
            setOpenCode(entering ? category.code : null)
          }}
          onFocusIn={() => {
            if (!isMobile && dismissed.current !== category.code) setOpenCode(category.code)
          }}
          onFocusOut={() => {
            dismissed.current = null
            if (!isMobile) setOpenCode((code) => (code === category.code ? null : code))
          }}
          onEscape={() => {
            dismissed.current = category.code
            setOpenCode(null)
          }}
          onNavigate={navigate}
        />
      ))}
      {/* From 1024 px the menu is one row: the categories past what fits move here (CSS picks them by position) */}
      <li className="category-menu__more">
        <details>
          <summary>{t('nav.moreCategories')}</summary>
          <ul className="category-menu__more-list">
            {tree.roots.map((category) => (
              <li key={category.code}>
                <Link to="/kategorie/$slug" params={{ slug: category.slug }} onClick={navigate}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      </li>
    </ul>
  )
}

type ItemProps = {
  category: CategoryNode
  open: boolean
  onToggle: () => void
  onHover: (entering: boolean) => void
  onFocusIn: () => void
  onFocusOut: () => void
  onEscape: () => void
  onNavigate: () => void
}

function TopCategory({ category, open, onToggle, onHover, onFocusIn, onFocusOut, onEscape, onNavigate }: ItemProps) {
  const t = useT()
  const item = useRef<HTMLLIElement>(null)
  const topLink = useRef<HTMLAnchorElement>(null)
  const panelId = `category-menu-${category.code.toLowerCase()}`
  const hasChildren = category.children.length > 0

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusOut()
  }

  // Escape closes an open flyout wherever focus is (it may have been opened by hover).
  useEffect(() => {
    if (!open) return
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return
      onEscape()
      if (item.current?.contains(document.activeElement)) topLink.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open, onEscape])

  return (
    <li
      ref={item}
      className={`category-menu__item${open ? ' category-menu__item--open' : ''}`}
      onMouseEnter={hasChildren ? () => onHover(true) : undefined}
      onMouseLeave={hasChildren ? () => onHover(false) : undefined}
      onFocus={hasChildren ? onFocusIn : undefined}
      onBlur={hasChildren ? handleBlur : undefined}
    >
      <div className="category-menu__head">
        <Link
          ref={topLink}
          to="/kategorie/$slug"
          params={{ slug: category.slug }}
          className="category-menu__top"
          onClick={onNavigate}
        >
          {category.name}
        </Link>
        {hasChildren ? (
          <button
            type="button"
            className="category-menu__disclosure"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('nav.subcategoriesOf', { name: category.name })}
            onClick={onToggle}
          />
        ) : null}
      </div>
      {hasChildren ? (
        <div id={panelId} className="category-menu__panel">
          <SubcategoryList categories={category.children} onNavigate={onNavigate} />
        </div>
      ) : null}
    </li>
  )
}

/** Subcategories, and theirs nested below them. */
function SubcategoryList({ categories, onNavigate }: { categories: CategoryNode[]; onNavigate: () => void }) {
  return (
    <ul className="category-menu__sub">
      {categories.map((category) => (
        <li key={category.code}>
          <Link to="/kategorie/$slug" params={{ slug: category.slug }} onClick={onNavigate}>
            {category.name}
          </Link>
          {category.children.length > 0 ? (
            <SubcategoryList categories={category.children} onNavigate={onNavigate} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

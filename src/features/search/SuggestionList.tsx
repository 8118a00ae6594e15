import { Price } from '../../components/ui/Price'
import { useT } from '../../lib/services'
import type { SearchOption, SearchOptions } from './search-logic'
import './texts'

type Props = {
  listboxId: string
  expanded: boolean
  options: SearchOptions
  activeIndex: number
  optionId: (index: number) => string
  /** Suggestions for the current text are on their way. */
  loading: boolean
  /** The suggestions shown answer the current text (not an earlier one). */
  answered: boolean
  onChoose: (option: SearchOption) => void
}

/**
 * The popup of the header search: a listbox of labelled groups (the grouped listbox pattern of the ARIA
 * authoring practices) and a live status line. Options never take focus: a mousedown would blur the input
 * and close the popup before the click, so it is cancelled.
 */
export function SuggestionList({
  listboxId,
  expanded,
  options,
  activeIndex,
  optionId,
  loading,
  answered,
  onChoose,
}: Props) {
  const t = useT()
  const indexOf = new Map(options.flat.map((option, index) => [option.key, index]))
  const settled = answered && !loading
  const empty = settled && options.empty
  const status = empty
    ? t('search.empty', { query: options.all.query })
    : settled
      ? t('search.count', { count: options.flat.length - 1 })
      : t('search.loading')

  function renderOption(option: SearchOption) {
    const index = indexOf.get(option.key) ?? -1
    return (
      // the combobox's keys live on its input (aria-activedescendant): an option is only clicked
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={option.key}
        id={optionId(index)}
        role="option"
        aria-selected={index === activeIndex}
        className={`site-search__option site-search__option--${option.kind}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(option)}
      >
        <OptionContent option={option} />
      </li>
    )
  }

  return (
    <div className="site-search__popup" hidden={!expanded}>
      <p role="status" className={empty ? 'site-search__empty' : 'visually-hidden'}>
        {expanded ? status : ''}
      </p>
      <ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} className="site-search__listbox">
        {options.groups.map((group) => (
          <li key={group.key} role="presentation">
            <ul role="group" aria-labelledby={`${listboxId}-${group.key}`} className="site-search__group">
              <li role="presentation" id={`${listboxId}-${group.key}`} className="site-search__group-title">
                {t(`search.groups.${group.key}`)}
              </li>
              {group.options.map(renderOption)}
            </ul>
          </li>
        ))}
        {renderOption(options.all)}
      </ul>
    </div>
  )
}

function OptionContent({ option }: { option: SearchOption }) {
  const t = useT()
  switch (option.kind) {
    case 'product': {
      const { product, price } = option.suggestion
      return (
        <>
          {product.image ? (
            <img className="site-search__thumb" src={product.image.path} alt="" width={36} height={48} loading="lazy" />
          ) : (
            <span className="site-search__thumb" aria-hidden="true" />
          )}
          <span className="site-search__name">{product.name}</span>
          {price === undefined ? null : <Price amount={price} className="site-search__price" />}
        </>
      )
    }
    case 'category':
      return (
        <>
          <span className="site-search__name">{option.category.name}</span>
          {option.category.path.length > 0 ? (
            <span className="site-search__path">
              {t('search.inCategory', { path: option.category.path.join(' › ') })}
            </span>
          ) : null}
        </>
      )
    case 'page':
      return <span className="site-search__name">{option.page.label}</span>
    case 'all':
      return <span className="site-search__name">{t('search.showAll', { query: option.query })}</span>
  }
}

import './texts'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { variantLabel } from '../../../contract/variant-label'
import {
  type WatchdogEntry,
  type WatchdogEventType,
  WATCHDOG_EVENT_TYPES,
  watchdogUpdateInput,
} from '../../../contract/watchdog'
import { CheckboxField, FormMessage } from '../../components/ui/FormField'
import { useForm } from '../../lib/forms'
import { formatPrice } from '../../lib/money'
import { useServices, useT } from '../../lib/services'
import { formatDate } from '../../../contract/prague-time'
import { useWatchdog } from './use-watchdog'
import { useWatchdogSync } from './use-watchdog-sync'

/**
 * /account/watchdog (decision 025): the customer's watched variants, newest first, each with its picture, name,
 * current price and availability, its events with their state (armed or fired), a form that changes the
 * events (saving re-arms them) and a button that removes the entry. The list comes from the watchdog store,
 * loaded in the browser after hydration (the server renders the loading state).
 */
export function WatchdogList() {
  const t = useT()
  const { watchdog } = useServices()
  useWatchdogSync()
  const status = useWatchdog((s) => s.status)
  const codes = useWatchdog((s) => s.codes)
  const entries = useWatchdog((s) => s.entries)

  if (status === 'idle' || status === 'loading') {
    return (
      <p className="account-empty" role="status">
        {t('watchdog.account.loading')}
      </p>
    )
  }
  if (status === 'failed') {
    return (
      <div role="alert" className="watchdog__failed">
        <p>{t('watchdog.account.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void watchdog.getState().reload()}>
          {t('watchdog.account.retry')}
        </button>
      </div>
    )
  }
  if (codes.length === 0) {
    return (
      <div className="watchdog__empty">
        <p className="account-empty">{t('watchdog.account.empty')}</p>
        <p>
          <Link to="/" className="button button--primary">
            {t('watchdog.account.emptyLink')}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <>
      <p className="watchdog__intro">{t('watchdog.account.intro')}</p>
      <ul className="watchdog" aria-label={t('watchdog.account.listLabel')}>
        {codes.map((code) => {
          const entry = entries[code]
          return entry ? <WatchEntry key={code} entry={entry} /> : null
        })}
      </ul>
    </>
  )
}

/** The product's name, with the variant's when the product has a choice ("0,5 l" is already in most names). */
function entryName(entry: WatchdogEntry): string {
  const variant = variantLabel(entry.product.name, entry.productVariant.name)
  return variant ? `${entry.product.name} – ${variant}` : entry.product.name
}

type EventValues = Record<WatchdogEventType, boolean>

/** What the checkboxes send: the checked events (none keeps the variant listed without alerts). */
const toPayload = (values: EventValues) => ({
  events: WATCHDOG_EVENT_TYPES.filter((type) => values[type]).map((type) => ({ type })),
})

function WatchEntry({ entry }: { entry: WatchdogEntry }) {
  const t = useT()
  const { watchdog } = useServices()
  const code = entry.productVariant.code
  const name = entryName(entry)
  const [saved, setSaved] = useState(false)
  const [removing, setRemoving] = useState(false)
  const form = useForm({
    initial: () => ({
      back_in_stock: entry.events.some((event) => event.type === 'back_in_stock'),
      price_lower_than: entry.events.some((event) => event.type === 'price_lower_than'),
    }),
    schema: watchdogUpdateInput,
    prepare: toPayload,
    fields: WATCHDOG_EVENT_TYPES,
    failedMessage: t('watchdog.account.saveFailed'),
    async send(values) {
      setSaved(false)
      // a failure is toasted by the store (docs/product.md#errors)
      if (await watchdog.getState().update(code, toPayload(values).events)) setSaved(true)
    },
  })
  const availability = !entry.productVariant.available
    ? 'unavailable'
    : entry.productVariant.inStock
      ? 'inStock'
      : 'outOfStock'

  return (
    <li className="watch-entry">
      <div className="watch-entry__image">
        {entry.product.image ? <img src={entry.product.image} alt="" width={96} height={96} loading="lazy" /> : null}
      </div>
      <div className="watch-entry__main">
        <h2 className="watch-entry__name">
          <Link to="/produkt/$slug" params={{ slug: entry.product.slug }}>
            {name}
          </Link>
        </h2>
        <p className="watch-entry__facts">
          <span>
            {t('watchdog.account.price')}: <strong>{formatPrice(entry.productVariant.price)}</strong>
          </span>
          <span className={`availability availability--${availability === 'inStock' ? 'in' : 'out'}`}>
            {t(`watchdog.account.${availability}`)}
          </span>
        </p>
        {entry.events.length > 0 ? (
          <ul className="watch-entry__events">
            {entry.events.map((event) => (
              <li key={event.type} className={`watch-entry__event watch-entry__event--${event.state}`}>
                {t(`watchdog.account.eventLong.${event.type}`, {
                  price: event.price === null ? '' : formatPrice(event.price),
                })}
                :{' '}
                <span>
                  {event.state === 'fired'
                    ? t('watchdog.account.state.fired', { date: formatDate(event.firedAt) ?? '' })
                    : t('watchdog.account.state.armed')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="watch-entry__events watch-entry__events--none">{t('watchdog.account.noEvents')}</p>
        )}
      </div>
      <div className="watch-entry__actions">
        <form className="watch-entry__form" {...form.formProps}>
          <fieldset>
            <legend>
              {t('watchdog.account.events')}
              <span className="visually-hidden"> {name}</span>
            </legend>
            {WATCHDOG_EVENT_TYPES.map((type) => (
              <CheckboxField
                key={type}
                id={`watch-${code}-${type}`}
                label={t(`watchdog.account.event.${type}`)}
                {...form.checkbox(type)}
              />
            ))}
          </fieldset>
          {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
          {saved && !form.message ? <FormMessage kind="success">{t('watchdog.account.saved')}</FormMessage> : null}
          <div className="watch-entry__buttons">
            <button type="submit" className="button button--primary" disabled={form.busy || removing}>
              {t('watchdog.account.save')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('watchdog.account.removeLabel', { name })}
              disabled={form.busy || removing}
              onClick={async () => {
                setRemoving(true)
                if (!(await watchdog.getState().remove(code))) setRemoving(false)
              }}
            >
              {t('watchdog.account.remove')}
            </button>
          </div>
        </form>
      </div>
    </li>
  )
}

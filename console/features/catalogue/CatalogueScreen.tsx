import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { type AdminVariant, adminVariant, type VariantPatch } from '../../../contract/admin/variants'
import { CHANNEL_CODE } from '../../../contract/channel'
import { nameWithVariant } from '../../../contract/variant-label'
import type { HydraCollection } from '../../../contract/hydra'
import { FormMessage, TextField } from '../../../src/components/ui/FormField'
import { adminSend } from '../../lib/admin-api'
import { money } from '../../lib/format'
import { t } from '../../lib/texts'
import { ReviewedForm, useReviewedForm } from '../../ui/ReviewedForm'
import { type Column, DataTable } from '../../ui/DataTable'
import { formatKoruny, parseCount, parseKoruny } from './money-input'
import './catalogue.css'

/** `GET /product-variants/{code}` (decision 029): what ops change and what they need to judge it. */
type Variant = AdminVariant
type Values = { price: number; originalPrice: number | null; onHand: number }

const route = getRouteApi('/ceny')
const root = getRouteApi('__root__')
/** What staff know a bottle by: the product's name, and the variant's own where it has one ("0,7 l"). */
const titleOf = (variant: Variant) => nameWithVariant(variant.name, variant.variantName)

/** The variants whose code or product name contains what staff typed, each a link to its price and stock. */
function Matches({ search, matches }: { search: string; matches: HydraCollection<Variant> }) {
  const columns: Column<Variant>[] = [
    {
      header: t('catalogue.product'),
      cell: (row) => (
        <Link to="/ceny" search={{ code: row.code }}>
          {titleOf(row)}
        </Link>
      ),
    },
    { header: t('catalogue.code'), cell: (row) => <code>{row.code}</code> },
    { header: t('catalogue.price'), cell: (row) => money(row.channelPricings[CHANNEL_CODE]!.price), className: 'num' },
    {
      header: t('catalogue.onHand'),
      cell: (row) => (row.tracked ? t('catalogue.pieces', { n: row.onHand }) : t('catalogue.untracked')),
      className: 'num',
    },
  ]
  return (
    <>
      <p role="status" className="result-count">
        {t('catalogue.found', { n: matches['hydra:totalItems'], search })}
      </p>
      <DataTable
        caption={t('catalogue.matches')}
        columns={columns}
        rows={matches['hydra:member']}
        rowKey={(row) => row.code}
        empty={t('catalogue.noMatch')}
      />
      {matches['hydra:totalItems'] > matches['hydra:member'].length && <p>{t('catalogue.narrow')}</p>}
    </>
  )
}

function Finder({ text }: { text: string }) {
  const navigate = useNavigate({ from: '/ceny' })
  const [value, setValue] = useState(text)
  return (
    <form
      className="filters filters--search"
      role="search"
      aria-label={t('catalogue.find')}
      onSubmit={(event) => {
        event.preventDefault()
        const next = value.trim()
        void navigate({ search: next ? { search: next } : {} })
      }}
    >
      <TextField
        id="variant-search"
        name="search"
        type="search"
        label={t('catalogue.searchLabel')}
        hint={t('catalogue.searchHint')}
        value={value}
        onValue={setValue}
        maxLength={100}
        autoComplete="off"
      />
      <div className="filters__buttons">
        <button type="submit" className="button button--primary">
          {t('catalogue.search')}
        </button>
      </div>
    </form>
  )
}

/**
 * The price and stock fields of the variant as it is now. Its notice (saved, or nothing changed) belongs to the
 * panel: a save reloads the variant, and the editor is made anew for it, which would drop its own state.
 */
function Editor({
  variant,
  name,
  onNotice,
}: {
  variant: Variant
  name: string
  onNotice: (notice: string | null) => void
}) {
  const router = useRouter()
  const pricing = variant.channelPricings[CHANNEL_CODE]!
  const now: Values = { price: pricing.price, originalPrice: pricing.originalPrice, onHand: variant.onHand }
  const form = useReviewedForm<'price' | 'originalPrice' | 'onHand', Values>(
    {
      price: formatKoruny(now.price),
      originalPrice: now.originalPrice === null ? '' : formatKoruny(now.originalPrice),
      onHand: String(now.onHand),
    },
    (texts) => {
      const price = parseKoruny(texts.price)
      const originalPrice = parseKoruny(texts.originalPrice)
      const onHand = parseCount(texts.onHand)
      onNotice(null)
      const errors = {
        price: price === null || price === '' ? t('catalogue.badMoney') : undefined,
        originalPrice: originalPrice === null ? t('catalogue.badMoney') : undefined,
        onHand: onHand === null ? t('catalogue.badCount') : undefined,
      }
      if (errors.price || errors.originalPrice || errors.onHand) return { errors }
      const values = {
        price: price as number,
        originalPrice: originalPrice === '' ? null : originalPrice!,
        onHand: onHand!,
      }
      if (changes(now, values).length === 0) {
        onNotice(t('catalogue.nothing'))
        return {}
      }
      return { ready: values }
    },
  )

  async function save(values: Values) {
    // only what changed: a stock count typed over a stale screen does not undo another change to the price
    const pricingPatch: { price?: number; originalPrice?: number | null } = {}
    if (values.price !== now.price) pricingPatch.price = values.price
    if (values.originalPrice !== now.originalPrice) pricingPatch.originalPrice = values.originalPrice
    const patch: VariantPatch = {
      ...(Object.keys(pricingPatch).length > 0 ? { channelPricings: { [CHANNEL_CODE]: pricingPatch } } : {}),
      ...(values.onHand !== now.onHand ? { onHand: values.onHand } : {}),
    }
    await adminSend(adminVariant, 'PATCH', `/product-variants/${encodeURIComponent(variant.code)}`, { json: patch })
    await router.invalidate()
    onNotice(t('catalogue.saved'))
  }

  return (
    <>
      <ReviewedForm
        form={form}
        label={t('catalogue.edit')}
        submitLabel={t('catalogue.review')}
        confirm={(next) => ({
          title: t('catalogue.confirmTitle', { name }),
          confirmLabel: t('catalogue.confirm'),
          onConfirm: () => save(next),
          body: (
            <ul>
              {changes(now, next).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        })}
      >
        <TextField
          {...form.field('price', 'variant-price')}
          label={t('catalogue.priceLabel')}
          inputMode="decimal"
          required
        />
        <TextField
          {...form.field('originalPrice', 'variant-original')}
          label={t('catalogue.originalLabel')}
          hint={t('catalogue.originalHint')}
          inputMode="decimal"
        />
        <TextField
          {...form.field('onHand', 'variant-on-hand')}
          label={t('catalogue.onHandLabel')}
          inputMode="numeric"
          required
        />
      </ReviewedForm>
    </>
  )
}

/** The lines of what a change does, as the confirmation shows them. */
function changes(before: Values, after: Values): string[] {
  const price = (value: number | null) => (value === null ? t('catalogue.none') : money(value))
  const lines: string[] = []
  if (before.price !== after.price)
    lines.push(t('catalogue.change', { what: t('catalogue.price'), from: price(before.price), to: price(after.price) }))
  if (before.originalPrice !== after.originalPrice)
    lines.push(
      t('catalogue.change', {
        what: t('catalogue.originalPrice'),
        from: price(before.originalPrice),
        to: price(after.originalPrice),
      }),
    )
  if (before.onHand !== after.onHand)
    lines.push(
      t('catalogue.change', {
        what: t('catalogue.onHand'),
        from: t('catalogue.pieces', { n: before.onHand }),
        to: t('catalogue.pieces', { n: after.onHand }),
      }),
    )
  return lines
}

/**
 * The opened variant: its product's name first (what staff know the bottle by), the code beside it. An admin
 * changes it here; anyone else reads it (the API refuses their changes, the screen says so first).
 */
function VariantPanel({ variant, editable }: { variant: Variant; editable: boolean }) {
  const pricing = variant.channelPricings[CHANNEL_CODE]!
  const [notice, setNotice] = useState<string | null>(null)
  const title = titleOf(variant)
  return (
    <section className="card" aria-labelledby="variant-title">
      <h2 id="variant-title">{title}</h2>
      <p className="variant-code">
        {t('catalogue.code')} <code>{variant.code}</code> ·{' '}
        {variant.enabled ? t('catalogue.enabled') : t('catalogue.disabled')}
      </p>
      <dl className="facts">
        <dt>{t('catalogue.price')}</dt>
        <dd>{money(pricing.price)}</dd>
        <dt>{t('catalogue.originalPrice')}</dt>
        <dd>{pricing.originalPrice === null ? t('catalogue.none') : money(pricing.originalPrice)}</dd>
        <dt>{t('catalogue.onHand')}</dt>
        <dd>{variant.tracked ? t('catalogue.pieces', { n: variant.onHand }) : t('catalogue.untracked')}</dd>
        <dt>{t('catalogue.onHold')}</dt>
        <dd>{t('catalogue.pieces', { n: variant.onHold })}</dd>
      </dl>
      {/* a new key per answer: the fields show the variant as it is now, also after a save */}
      {editable && <Editor key={JSON.stringify(variant)} variant={variant} name={title} onNotice={setNotice} />}
      {notice && (
        <p role="status" className="notice notice--success">
          {notice}
        </p>
      )}
    </section>
  )
}

export function CatalogueScreen() {
  const { code, search } = route.useSearch()
  const { variant, matches } = route.useLoaderData()
  const { me } = root.useLoaderData()
  const editable = me.role === 'admin'
  return (
    <section>
      <h1>{t('catalogue.title')}</h1>
      {/* before any typing: whoever is not an admin learns it here, not from the refusal at "Uložit změnu" */}
      {!editable && <p className="notice">{t('catalogue.readOnly')}</p>}
      <p>{t('catalogue.intro')}</p>
      <Finder key={search ?? code ?? ''} text={search ?? code ?? ''} />
      {code && !variant && <FormMessage kind="error">{t('catalogue.notFound', { code })}</FormMessage>}
      {variant && <VariantPanel key={variant.code} variant={variant} editable={editable} />}
      {search && matches && <Matches search={search} matches={matches} />}
    </section>
  )
}

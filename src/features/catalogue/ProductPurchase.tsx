import { type Ref, useId, useRef, useState } from 'react'
import type { Product, ProductVariant, VariantPricing } from '../../../contract/catalogue'
import { Price } from '../../components/ui/Price'
import { toGa4Item } from '../../lib/analytics-items'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { AddToCart } from '../cart'
import { GiftCardAmountSlot, useGiftCardAmount } from '../gift-cards'
import { ProductWatch } from '../watchdog'
import { pricingOnOffer } from './catalogue.api'
import { engravingLength, validateEngraving } from './engraving'
import './engraving-texts'
import './product-texts'

type Props = { product: Product; variants: ProductVariant[] | null }

/**
 * The buying part of a product page: variants (a radio group when there is a choice), the price with the
 * original one and the 30-day lowest on offer (Omnibus), availability, the engraving text, and the quantity with
 * the add-to-cart button (features/cart); under it the watch buttons of the chosen variant (features/watchdog).
 */
export function ProductPurchase({ product, variants }: Props) {
  const t = useT()
  const choices = variants && variants.length > 1 ? variants : null
  const defaultCode = product.defaultVariantData?.code ?? choices?.[0]?.code
  const [chosenCode, setChosenCode] = useState(defaultCode)
  const chosen = choices?.find((variant) => variant.code === chosenCode) ?? null
  // a free-amount voucher takes its value from the shopper, within the variant's limits (features/gift-cards)
  const giftCardAmount = useGiftCardAmount(chosen?.giftCardAmount ?? null)
  const pricing: VariantPricing | null = withAmount(chosen ?? product.defaultVariantData ?? null, giftCardAmount.amount)
  const [engraving, setEngraving] = useState('')
  const engravingInput = useRef<HTMLInputElement>(null)
  const maxLength = product.engravingMaxLength ?? null
  const refuse = () => {
    if (giftCardAmount.refuse()) return true
    if (validateEngraving(engraving, maxLength) === null) return false
    engravingInput.current?.focus()
    return true
  }
  return (
    <>
      <form className="product-purchase" method="post" onSubmit={(event) => event.preventDefault()}>
        {choices ? (
          <fieldset className="product-purchase__variants">
            <legend>{t('product.variants')}</legend>
            {choices.map((variant) => (
              <label key={variant.code} className="product-purchase__variant">
                <input
                  type="radio"
                  name="variant"
                  value={variant.code}
                  checked={variant.code === chosenCode}
                  onChange={() => setChosenCode(variant.code)}
                />
                <span>{variant.name ?? variant.code}</span>
                {/* a voucher's name is its value; the free amount's price is only its lowest value (the field says it) */}
                {variant.price !== undefined && variant.giftCard !== true ? (
                  <span className="product-purchase__variant-price">{formatPrice(variant.price)}</span>
                ) : null}
              </label>
            ))}
          </fieldset>
        ) : pricing ? (
          <input type="hidden" name="variant" value={pricing.code} />
        ) : null}
        {giftCardAmount.field ? <GiftCardAmountSlot {...giftCardAmount.field} /> : null}
        <PriceBlock pricing={pricing} />
        {maxLength ? (
          <EngravingField maxLength={maxLength} text={engraving} onChange={setEngraving} inputRef={engravingInput} />
        ) : null}
        <AddToCart
          variantCode={pricing?.code ?? null}
          inStock={pricing?.inStock ?? false}
          item={toGa4Item(product, { variant: pricing })}
          engraving={maxLength ? engraving : ''}
          giftCardAmount={giftCardAmount.amount}
          refuse={refuse}
        />
        {/* the shop's 18+ sentence (the footer's): no new text in every page's first-load JavaScript */}
        {product.alcohol ? (
          <p className="product-purchase__adult">
            <span className="age-badge" aria-hidden="true">
              18+
            </span>{' '}
            {t('footer.ageNotice')}
          </p>
        ) : null}
      </form>
      {/* a voucher's price never drops nor runs out: nothing to watch */}
      {choices?.some((variant) => variant.giftCard === true) ? null : (
        <ProductWatch variantCode={pricing?.code ?? null} inStock={pricing?.inStock ?? false} />
      )}
    </>
  )
}

/** The price shown for a free-amount voucher is the value typed (its `price` is the lowest value allowed). */
function withAmount(pricing: VariantPricing | null, amount: number | undefined): VariantPricing | null {
  return pricing && amount !== undefined ? { ...pricing, price: amount, originalPrice: amount } : pricing
}

function PriceBlock({ pricing }: { pricing: VariantPricing | null }) {
  const t = useT()
  if (!pricing) return null
  const onOffer = pricingOnOffer(pricing)
  return (
    <div className="product-purchase__pricing" aria-live="polite">
      {pricing.price !== undefined ? (
        <p className="product-detail__price">
          <span className="visually-hidden">{t('product.price')}: </span>
          <Price amount={pricing.price} superscript />
          {onOffer && pricing.originalPrice !== undefined ? (
            <del>
              <span className="visually-hidden">{t('product.originalPrice')}: </span>
              <Price amount={pricing.originalPrice} />
            </del>
          ) : null}
        </p>
      ) : null}
      {onOffer && pricing.lowestPriceBeforeDiscount !== null && pricing.lowestPriceBeforeDiscount !== undefined ? (
        <p className="product-page__lowest">
          {t('product.lowestPrice', { price: formatPrice(pricing.lowestPriceBeforeDiscount) })}
        </p>
      ) : null}
      <p className={`availability availability--${pricing.inStock ? 'in' : 'out'}`}>
        {pricing.inStock ? t('product.inStock') : t('product.outOfStock')}
      </p>
    </div>
  )
}

type EngravingProps = {
  maxLength: number
  text: string
  onChange: (text: string) => void
  inputRef: Ref<HTMLInputElement>
}

/**
 * The engraving text with a live character counter; a text too long, or with characters an engraver cannot cut,
 * is flagged at once. The bottles added go on a cart line of their own with this text.
 */
function EngravingField({ maxLength, text, onChange, inputRef }: EngravingProps) {
  const t = useT()
  const id = useId()
  const error = validateEngraving(text, maxLength)
  return (
    <div className="product-purchase__engraving">
      <label htmlFor={`${id}-input`}>{t('product.engraving.label')}</label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        name="engraving"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint ${id}-counter${error ? ` ${id}-error` : ''}`}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="product-purchase__hint">
        {t('product.engraving.hint', { max: maxLength })}
      </p>
      <p
        id={`${id}-counter`}
        className={`product-purchase__counter${error === 'textTooLong' ? ' product-purchase__counter--over' : ''}`}
      >
        {t('product.engraving.counter', { count: engravingLength(text), max: maxLength })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t(`validation.${error}`)}
        </p>
      ) : null}
    </div>
  )
}

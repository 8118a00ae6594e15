import { formatPrice, priceParts } from '../../lib/money'

type Props = {
  /** Amount in haléře. */
  amount: number
  /** The format with decimals in superscript (docs/product.md#prices); the text still reads `349,90 Kč`. */
  superscript?: boolean
  className?: string
}

export function Price({ amount, superscript = false, className }: Props) {
  if (!superscript) return <span className={className}>{formatPrice(amount)}</span>
  const { sign, whole, fraction, currency } = priceParts(amount)
  return (
    <span className={className}>
      {sign}
      {whole}
      {fraction === null ? null : <sup>,{fraction}</sup>}
      {`\u00a0${currency}`}
    </span>
  )
}

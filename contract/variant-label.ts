/**
 * Whether a variant's name says anything its product's name does not. Most products carry their size in the name
 * ("1724 Tonic Water 0,2 l") and so does their one variant ("0,2 l"): printing both says the volume twice. A
 * boxed edition ("0,7 l v dárkovém balení") or a size the name does not mention still needs saying. Mails, order
 * lines, cart lines and return and complaint cards all ask this one question, so they all answer it alike.
 */

/** Lower case, one space between words, brackets dropped, a number and its unit apart ("0,7l" is "0,7 l"). */
function words(text: string): string {
  return ` ${text
    .toLocaleLowerCase('cs')
    .replace(/[()[\]]/g, ' ')
    .replace(/(\d)(ml|cl|l)\b/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()} `
}

/** The variant's name when it adds to the product's name (its words are not all there in a row), else null. */
export function variantLabel(
  productName: string | null | undefined,
  variantName: string | null | undefined,
): string | null {
  const variant = variantName?.trim()
  if (!variant) return null
  const product = productName?.trim()
  if (!product) return variant
  return words(product).includes(words(variant)) ? null : variant
}

/** "Product (variant)" where the variant adds something, else the product's name alone. */
export function nameWithVariant(productName: string, variantName: string | null | undefined): string {
  const label = variantLabel(productName, variantName)
  return label === null ? productName : `${productName} (${label})`
}

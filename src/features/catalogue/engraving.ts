/** The engraving rule of the product page is the cart API's own (contract/engraving.ts). */
export { engravingLength, validateEngraving } from '../../../contract/engraving'

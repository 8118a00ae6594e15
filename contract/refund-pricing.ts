/**
 * The price of refunded pieces of an order line (docs/decisions/044-fulfilment.md), the same for the server that
 * refunds them and the console that shows the total before staff confirm: the k-th of a line's n pieces costs
 * round(total × k / n) − round(total × (k − 1) / n), so all pieces together give back exactly the line's total
 * (after its discounts), whatever the rounding.
 */
export function piecesAmount(total: number, count: number, refunded: number, quantity: number): number {
  const upTo = (pieces: number) => Math.round((total * pieces) / count)
  return upTo(refunded + quantity) - upTo(refunded)
}

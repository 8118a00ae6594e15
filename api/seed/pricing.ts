import type { Rng } from './prng.ts'

/** The cheapest anything in the shop may cost, in crowns. */
const FLOOR_KC = 19

/**
 * A shop-like price in haléře from an amount in crowns: 39, 349, 1 290, 29 990; about one in eight ends in ,90.
 * Amounts already on those steps (the hand-written base prices) keep their value.
 */
export function shopPrice(kc: number, rng: Rng): number {
  const whole = roundToStep(Math.max(FLOOR_KC, kc))
  return rng.chance(0.12) ? (whole - 1) * 100 + 90 : whole * 100
}

function roundToStep(kc: number): number {
  if (kc < 100) return Math.round(kc)
  if (kc < 1000) return isStep(kc, 10) ? kc : Math.round(kc / 10) * 10 - 1
  if (kc < 10000) return isStep(kc, 100) ? kc : Math.round(kc / 100) * 100 - 10
  return isStep(kc, 1000) ? kc : Math.round(kc / 1000) * 1000 - 10
}

/** 349 is a step of 10 (ends in 9 below a round ten); 1 290 is a step of 100 (ends in 90). */
function isStep(kc: number, step: number): boolean {
  return Number.isInteger(kc) && ((kc + 1) % step === 0 || (kc + 10) % step === 0 || kc % step === 0)
}

/** The "was" price of an offer: 10 to 30 % above the price, on a shop step, in haléře. */
export function originalPrice(price: number, rng: Rng): number {
  const target = (price / 100) * (1.12 + rng.next() * 0.16)
  // Rounding to a shop step can leave the 10-30 % band on small prices; nudge the target until it lands inside.
  for (let nudge = 0; nudge < 8; nudge++) {
    const raised = shopPrice(target * (1 + (nudge % 2 ? -1 : 1) * 0.02 * Math.ceil(nudge / 2)), rng)
    if (raised >= price * 1.1 && raised <= price * 1.3) return raised
  }
  return Math.ceil((price * 1.2) / 100) * 100
}

/** Price of another size: smaller bottles cost more per millilitre (exponent below 1). */
export function scaleForVolume(kc: number, from: number | null, to: number | null): number {
  if (from === null || to === null || from === to) return kc
  return kc * (to / from) ** 0.8
}

/**
 * The pure part of the pickup-point picker: the shapes it works with, reading the sandbox list and the widget's
 * answer, and the search. No zod here: this ships to the browser and the server validates the point anyway.
 */

/** What the checkout keeps of the chosen point (branchId, branchName of the shipment). */
export type PickedPoint = { id: string; name: string; city?: string; street?: string; zip?: string }

/** From the `packeta` shipping method: the real Packeta widget, or the sandbox list served by the shop API. */
export type PickupPointProvider = { kind: 'packeta-widget' | 'sandbox'; apiKey: string; listUrl?: string }

/** A point of the sandbox list (a subset of the widget's point object). */
export type ListedPoint = PickedPoint & { place: string; openingHours: string; isStaffed: boolean }

/** The picker shows at most this many matches; the search narrows the rest. */
export const MAX_SHOWN_POINTS = 30

/** Identifies the shop to Packeta in widget calls (their `appIdentity` option). */
export const APP_IDENTITY = 'drinkarna-storefront-1.0'

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value)
  return typeof value === 'string' && value !== '' ? value : null
}

/** The widget's point object (or null when the shopper closed it) as the checkout keeps it. */
export function pickedFromWidget(point: unknown): PickedPoint | null {
  if (!isObject(point)) return null
  const id = idOf(point.id)
  const name = optionalText(point.name)
  if (!id || !name) return null
  return { id, name, city: optionalText(point.city), street: optionalText(point.street), zip: optionalText(point.zip) }
}

function listedPointOf(value: unknown): ListedPoint | null {
  const picked = pickedFromWidget(value)
  if (!picked || !isObject(value)) return null
  return {
    ...picked,
    place: optionalText(value.place) ?? '',
    openingHours: optionalText(value.openingHours) ?? '',
    isStaffed: value.isStaffed === true,
  }
}

/** The sandbox list answer `{ points: [...] }`; null when it is not one. Malformed points are left out. */
export function parsePointList(body: unknown): ListedPoint[] | null {
  if (!isObject(body) || !Array.isArray(body.points)) return null
  return body.points.map(listedPointOf).filter((point): point is ListedPoint => point !== null)
}

/** Where the sandbox list is asked for: only staffed points when the cart needs one. */
export function listRequestUrl(listUrl: string, staffedOnly: boolean): string {
  if (!staffedOnly) return listUrl
  return `${listUrl}${listUrl.includes('?') ? '&' : '?'}staffedOnly=1`
}

/** Lower case without diacritics, so "plzen" finds "Plzeň" and "ceske" finds "České Budějovice". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function searchTextOf(point: ListedPoint): string {
  const zip = point.zip ?? ''
  return folded([point.name, point.place, point.street, point.city, zip, zip.replace(/\s/g, '')].join(' '))
}

/** Points matching every word of the query in their town, street, ZIP (with or without the space) or name. */
export function filterPoints(points: readonly ListedPoint[], query: string): ListedPoint[] {
  const words = folded(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...points]
  return points.filter((point) => {
    const text = searchTextOf(point)
    return words.every((word) => text.includes(word))
  })
}

/** The options of `Packeta.Widget.pick`; `livePickupPoint` leaves out Z-BOX lockers (no age check there). */
export function widgetOptions(requireStaffed: boolean): Record<string, string | boolean> {
  return { language: 'cs', country: 'cz', livePickupPoint: requireStaffed, appIdentity: APP_IDENTITY }
}

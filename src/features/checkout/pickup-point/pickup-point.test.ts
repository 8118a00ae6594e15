import { describe, expect, it } from 'vitest'
import {
  filterPoints,
  listRequestUrl,
  type ListedPoint,
  parsePointList,
  pickedFromWidget,
  widgetOptions,
} from './pickup-point'

function point(overrides: Partial<ListedPoint> & { id: string; name: string }): ListedPoint {
  return { place: 'Trafika', openingHours: 'Po–Pá 8:00–18:00', isStaffed: true, ...overrides }
}

const points: ListedPoint[] = [
  point({
    id: '1',
    name: 'Praha 4, Nusle, Táborská 31',
    city: 'Praha 4',
    street: 'Táborská 31',
    zip: '140 00',
    place: 'Alza.cz',
  }),
  point({
    id: '2',
    name: 'Z-BOX Plzeň, Bolevec, Lidická 2',
    city: 'Plzeň',
    street: 'Lidická 2',
    zip: '323 00',
    place: 'Z-BOX',
    isStaffed: false,
  }),
  point({
    id: '3',
    name: 'České Budějovice, Lannova třída 20',
    city: 'České Budějovice',
    street: 'Lannova třída 20',
    zip: '370 01',
  }),
  point({
    id: '4',
    name: 'Brno, Židenice, Táborská 105',
    city: 'Brno',
    street: 'Táborská 105',
    zip: '615 00',
    place: 'Z-BOX',
    isStaffed: false,
  }),
]

function ids(list: ListedPoint[]): string[] {
  return list.map((listed) => listed.id)
}

describe('filterPoints', () => {
  it('keeps every point for an empty or blank query', () => {
    expect(ids(filterPoints(points, ''))).toEqual(['1', '2', '3', '4'])
    expect(ids(filterPoints(points, '   '))).toEqual(['1', '2', '3', '4'])
  })

  it('finds a town without accents and in any case', () => {
    expect(ids(filterPoints(points, 'PLZEN'))).toEqual(['2'])
    expect(ids(filterPoints(points, 'ceske bud'))).toEqual(['3'])
  })

  it('finds a street in several towns, and narrows it with a second word', () => {
    expect(ids(filterPoints(points, 'táborská'))).toEqual(['1', '4'])
    expect(ids(filterPoints(points, 'taborska brno'))).toEqual(['4'])
  })

  it('finds a ZIP written with or without its space', () => {
    expect(ids(filterPoints(points, '14000'))).toEqual(['1'])
    expect(ids(filterPoints(points, '140 00'))).toEqual(['1'])
  })

  it('finds the business the point is in', () => {
    expect(ids(filterPoints(points, 'alza'))).toEqual(['1'])
    expect(ids(filterPoints(points, 'z-box'))).toEqual(['2', '4'])
  })

  it('finds nothing when one word matches no point', () => {
    expect(filterPoints(points, 'praha ostrava')).toEqual([])
  })
})

describe('parsePointList', () => {
  it('reads the sandbox list and leaves out points without an id or a name', () => {
    const body = {
      points: [
        {
          id: '4123',
          name: 'Praha 1, Vodičkova 31',
          city: 'Praha 1',
          street: 'Vodičkova 31',
          zip: '110 00',
          place: 'Trafika',
          openingHours: 'Po–Pá',
          isStaffed: true,
          url: 'x',
        },
        { id: 11956, name: 'Z-BOX Praha 1, Dlouhá 16', place: 'Z-BOX', openingHours: 'Nonstop', isStaffed: false },
        { name: 'no id' },
        { id: '5' },
        'junk',
      ],
    }

    expect(parsePointList(body)).toEqual([
      {
        id: '4123',
        name: 'Praha 1, Vodičkova 31',
        city: 'Praha 1',
        street: 'Vodičkova 31',
        zip: '110 00',
        place: 'Trafika',
        openingHours: 'Po–Pá',
        isStaffed: true,
      },
      { id: '11956', name: 'Z-BOX Praha 1, Dlouhá 16', place: 'Z-BOX', openingHours: 'Nonstop', isStaffed: false },
    ])
  })

  it('refuses an answer that is not a list of points', () => {
    expect(parsePointList(null)).toBeNull()
    expect(parsePointList({ data: [] })).toBeNull()
    expect(parsePointList([{ id: '1', name: 'x' }])).toBeNull()
  })
})

describe('pickedFromWidget', () => {
  it('keeps the id, name and address of the point the widget returns', () => {
    const widgetPoint = {
      id: '4123',
      name: 'Praha 1, Vodičkova 31',
      city: 'Praha 1',
      street: 'Vodičkova 31',
      zip: '110 00',
      place: 'Trafika',
      pickupPointType: 'internal',
    }

    expect(pickedFromWidget(widgetPoint)).toEqual({
      id: '4123',
      name: 'Praha 1, Vodičkova 31',
      city: 'Praha 1',
      street: 'Vodičkova 31',
      zip: '110 00',
    })
  })

  it('gives null when the shopper closed the widget or the point has no id', () => {
    expect(pickedFromWidget(null)).toBeNull()
    expect(pickedFromWidget({ name: 'Praha' })).toBeNull()
  })
})

describe('listRequestUrl and widgetOptions', () => {
  it('asks for staffed points only when the cart needs one', () => {
    expect(listRequestUrl('/sandbox/packeta/points', false)).toBe('/sandbox/packeta/points')
    expect(listRequestUrl('/sandbox/packeta/points', true)).toBe('/sandbox/packeta/points?staffedOnly=1')
    expect(listRequestUrl('/points?lang=cs', true)).toBe('/points?lang=cs&staffedOnly=1')
  })

  it('opens the widget in Czech for Czechia, with live pickup points only when required', () => {
    expect(widgetOptions(true)).toMatchObject({ language: 'cs', country: 'cz', livePickupPoint: true })
    expect(widgetOptions(false)).toMatchObject({ livePickupPoint: false })
    expect(widgetOptions(false).appIdentity).toMatch(/^drinkarna/)
  })
})

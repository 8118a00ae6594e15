/**
 * The pickup points of the Packeta sandbox: ~60 made-up but realistic Czech points in the widget's point-object
 * shape (docs/czech-commerce.md#packeta), fixed so tests and demos see the same list every time. Staffed points are
 * shops, news-stands and partner stores; Z-BOX lockers have no staff, so no age check at hand-over.
 */
export type SandboxPoint = {
  id: string
  /** City (with the district in large cities) and street; Z-BOX names start "Z-BOX". */
  name: string
  nameStreet: string
  /** The business the point is in ("Z-BOX" for lockers). */
  place: string
  street: string
  city: string
  zip: string
  country: 'cz'
  currency: 'CZK'
  latitude: number
  longitude: number
  openingHours: string
  url: string
  pickupPointType: 'internal'
  /** Packeta's vendor group: "zbox" for lockers, "" for staffed Z-POINTs. */
  group: 'zbox' | ''
  /** Ours: someone hands the parcel over (and can check the age); the widget's `livePickupPoint`. */
  isStaffed: boolean
}

const WEEKDAYS_AND_SATURDAY = 'Po–Pá 8:00–19:00, So 9:00–12:00'
const SUPERMARKET = 'Po–Ne 7:00–22:00'
const NEWS_STAND = 'Po–Pá 6:00–18:00, So 7:00–11:00'
const PARTNER_STORE = 'Po–Pá 9:00–20:00, So–Ne 10:00–18:00'
const LOCKER = 'Nonstop'

/** id, business (null: a Z-BOX), city, district, street, ZIP, latitude, longitude, opening hours (staffed). */
type Row = [string, string | null, string, string, string, string, number, number, string?]

const ROWS: Row[] = [
  ['4123', 'Trafika Kolovrat', 'Praha 1', 'Nové Město', 'Vodičkova 31', '110 00', 50.0799, 14.4247, NEWS_STAND],
  ['11956', null, 'Praha 1', 'Staré Město', 'Dlouhá 16', '110 00', 50.0903, 14.4265],
  ['2210', 'Albert Supermarket', 'Praha 2', 'Vinohrady', 'Korunní 48', '120 00', 50.0752, 14.442, SUPERMARKET],
  ['15320', null, 'Praha 2', 'Nové Město', 'Ječná 22', '120 00', 50.0747, 14.424],
  [
    '3387',
    'Papírnictví U Jiřího',
    'Praha 3',
    'Žižkov',
    'Seifertova 55',
    '130 00',
    50.0842,
    14.45,
    WEEKDAYS_AND_SATURDAY,
  ],
  ['16402', null, 'Praha 3', 'Žižkov', 'Koněvova 120', '130 00', 50.088, 14.469],
  ['5521', 'Alza.cz', 'Praha 4', 'Nusle', 'Táborská 31', '140 00', 50.062, 14.439, PARTNER_STORE],
  ['17891', null, 'Praha 4', 'Chodov', 'Roztylská 19', '148 00', 50.0316, 14.4905],
  [
    '2894',
    'Květinářství Lilie',
    'Praha 4',
    'Modřany',
    'Sofijské náměstí 3',
    '143 00',
    50.0105,
    14.4104,
    WEEKDAYS_AND_SATURDAY,
  ],
  ['6012', 'Trafika Anděl', 'Praha 5', 'Smíchov', 'Nádražní 23', '150 00', 50.07, 14.4037, NEWS_STAND],
  ['18230', null, 'Praha 13', 'Stodůlky', 'Hostinského 1534', '155 00', 50.047, 14.341],
  ['4477', 'Albert Hypermarket', 'Praha 6', 'Dejvice', 'Evropská 20', '160 00', 50.101, 14.394, SUPERMARKET],
  ['19044', null, 'Praha 6', 'Břevnov', 'Bělohorská 98', '169 00', 50.083, 14.37],
  [
    '7730',
    'Knihkupectví Letná',
    'Praha 7',
    'Holešovice',
    'Milady Horákové 12',
    '170 00',
    50.099,
    14.426,
    WEEKDAYS_AND_SATURDAY,
  ],
  ['20117', null, 'Praha 7', 'Holešovice', 'Dukelských hrdinů 47', '170 00', 50.102, 14.433],
  ['8123', 'Drogerie Karlín', 'Praha 8', 'Karlín', 'Sokolovská 95', '186 00', 50.093, 14.45, WEEKDAYS_AND_SATURDAY],
  ['21560', null, 'Praha 8', 'Libeň', 'Zenklova 33', '180 00', 50.107, 14.474],
  ['9054', 'Albert Supermarket', 'Praha 9', 'Vysočany', 'Freyova 35', '190 00', 50.108, 14.5, SUPERMARKET],
  ['22301', null, 'Praha 10', 'Vršovice', 'Moskevská 60', '101 00', 50.068, 14.453],
  ['3015', 'Trafika Strašnice', 'Praha 10', 'Strašnice', 'Starostrašnická 40', '100 00', 50.071, 14.49, NEWS_STAND],
  ['1402', 'Trafika Joštova', 'Brno', 'Brno-střed', 'Joštova 4', '602 00', 49.1975, 16.605, NEWS_STAND],
  ['23410', null, 'Brno', 'Brno-střed', 'Nádražní 1', '602 00', 49.191, 16.613],
  ['5288', 'Albert Supermarket', 'Brno', 'Královo Pole', 'Palackého třída 120', '612 00', 49.219, 16.596, SUPERMARKET],
  ['24089', null, 'Brno', 'Židenice', 'Táborská 105', '615 00', 49.206, 16.64],
  ['6634', 'Alza.cz', 'Brno', 'Štýřice', 'Heršpická 5', '639 00', 49.179, 16.595, PARTNER_STORE],
  ['7791', 'Papírnictví Bystrc', 'Brno', 'Bystrc', 'Vejrostova 1', '635 00', 49.222, 16.524, WEEKDAYS_AND_SATURDAY],
  ['25120', null, 'Brno', 'Líšeň', 'Horníkova 6', '628 00', 49.21, 16.685],
  [
    '2740',
    'Trafika Masarykovo náměstí',
    'Ostrava',
    'Moravská Ostrava',
    'Masarykovo náměstí 12',
    '702 00',
    49.8355,
    18.2925,
    NEWS_STAND,
  ],
  ['26033', null, 'Ostrava', 'Poruba', 'Hlavní třída 583', '708 00', 49.83, 18.168],
  ['4512', 'Albert Hypermarket', 'Ostrava', 'Zábřeh', 'Horní 285', '700 30', 49.79, 18.252, SUPERMARKET],
  [
    '8871',
    'Květiny Slezská',
    'Ostrava',
    'Slezská Ostrava',
    'Těšínská 20',
    '710 00',
    49.837,
    18.301,
    WEEKDAYS_AND_SATURDAY,
  ],
  ['27145', null, 'Ostrava', 'Hrabůvka', 'Dr. Martínka 7', '700 30', 49.786, 18.26],
  ['3190', 'Trafika Americká', 'Plzeň', 'Jižní Předměstí', 'Americká 42', '301 00', 49.744, 13.378, NEWS_STAND],
  ['28210', null, 'Plzeň', 'Bolevec', 'Lidická 2', '323 00', 49.77, 13.375],
  ['6321', 'Albert Supermarket', 'Plzeň', 'Slovany', 'Slovanská alej 30', '326 00', 49.735, 13.398, SUPERMARKET],
  ['29022', null, 'Plzeň', 'Lochotín', 'Kotíkovská 19', '323 00', 49.763, 13.36],
  [
    '1877',
    'Papírnictví Horní náměstí',
    'Olomouc',
    '',
    'Horní náměstí 10',
    '779 00',
    49.594,
    17.251,
    WEEKDAYS_AND_SATURDAY,
  ],
  ['30115', null, 'Olomouc', '', 'Jeremenkova 40', '779 00', 49.593, 17.278],
  ['5093', 'Alza.cz', 'Olomouc', '', 'Pražská 39', '779 00', 49.596, 17.233, PARTNER_STORE],
  ['9910', 'Trafika Nová Ulice', 'Olomouc', 'Nová Ulice', 'Trnkova 15', '779 00', 49.588, 17.23, NEWS_STAND],
  ['2466', 'Trafika Soukenné náměstí', 'Liberec', '', 'Soukenné náměstí 7', '460 01', 50.768, 15.057, NEWS_STAND],
  ['31207', null, 'Liberec', '', 'Nákladní 1', '460 01', 50.762, 15.048],
  ['7105', 'Albert Supermarket', 'Liberec', '', 'Dr. Milady Horákové 580', '460 06', 50.777, 15.07, SUPERMARKET],
  [
    '3655',
    'Knihkupectví Gočárova',
    'Hradec Králové',
    '',
    'Gočárova třída 18',
    '500 02',
    50.21,
    15.831,
    WEEKDAYS_AND_SATURDAY,
  ],
  ['32091', null, 'Hradec Králové', '', 'Palackého 1230', '500 03', 50.213, 15.842],
  ['8349', 'Albert Hypermarket', 'Hradec Králové', '', 'Brněnská 1825', '500 06', 50.196, 15.844, SUPERMARKET],
  ['4988', 'Trafika Lannova', 'České Budějovice', '', 'Lannova třída 20', '370 01', 48.976, 14.48, NEWS_STAND],
  ['33174', null, 'České Budějovice', '', 'Pražská třída 1247', '370 04', 48.989, 14.474],
  ['9236', 'Alza.cz', 'České Budějovice', '', 'Husova 9', '370 05', 48.972, 14.46, PARTNER_STORE],
  ['2105', 'Papírnictví Třída Míru', 'Pardubice', '', 'Třída Míru 60', '530 02', 50.038, 15.778, WEEKDAYS_AND_SATURDAY],
  ['34250', null, 'Pardubice', '', 'Palackého třída 2750', '530 02', 50.032, 15.76],
  ['6877', 'Trafika Mírové náměstí', 'Ústí nad Labem', '', 'Mírové náměstí 2', '400 01', 50.661, 14.036, NEWS_STAND],
  ['35019', null, 'Ústí nad Labem', '', 'Hrnčířská 4', '400 01', 50.659, 14.044],
  ['5740', 'Albert Supermarket', 'Zlín', '', 'třída Tomáše Bati 1276', '760 01', 49.223, 17.661, SUPERMARKET],
  ['36102', null, 'Zlín', '', 'náměstí Míru 12', '760 01', 49.226, 17.667],
  ['3421', 'Trafika Masarykovo náměstí', 'Jihlava', '', 'Masarykovo náměstí 40', '586 01', 49.396, 15.591, NEWS_STAND],
  ['37288', null, 'Jihlava', '', 'Romana Havelky 2', '586 01', 49.402, 15.586],
  [
    '7402',
    'Květinářství Lázně',
    'Karlovy Vary',
    '',
    'T. G. Masaryka 30',
    '360 01',
    50.229,
    12.871,
    WEEKDAYS_AND_SATURDAY,
  ],
  ['38015', null, 'Karlovy Vary', '', 'Varšavská 9', '360 01', 50.231, 12.865],
  [
    '8810',
    'Trafika Náměstí Starosty Pavla',
    'Kladno',
    '',
    'náměstí Starosty Pavla 5',
    '272 01',
    50.147,
    14.103,
    NEWS_STAND,
  ],
  ['39130', null, 'Kladno', '', 'Americká 3187', '272 01', 50.14, 14.11],
]

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function pointOf([id, business, city, district, street, zip, latitude, longitude, hours]: Row): SandboxPoint {
  const isStaffed = business !== null
  const name = `${isStaffed ? '' : 'Z-BOX '}${[city, district, street].filter(Boolean).join(', ')}`
  return {
    id,
    name,
    nameStreet: `${city}, ${street}`,
    place: business ?? 'Z-BOX',
    street,
    city,
    zip,
    country: 'cz',
    currency: 'CZK',
    latitude,
    longitude,
    openingHours: isStaffed ? (hours ?? WEEKDAYS_AND_SATURDAY) : LOCKER,
    url: `https://www.zasilkovna.cz/pobocky/${slugOf(name)}`,
    pickupPointType: 'internal',
    group: isStaffed ? '' : 'zbox',
    isStaffed,
  }
}

export const SANDBOX_POINTS: readonly SandboxPoint[] = ROWS.map(pointOf)

const byId = new Map(SANDBOX_POINTS.map((point) => [point.id, point]))

/** The point with this id, or null. */
export function getSandboxPoint(id: string): SandboxPoint | null {
  return byId.get(id) ?? null
}

/**
 * The companies the ARES sandbox knows, in the register's own shape (the fields of docs/czech-commerce.md#ico-dic-ares).
 * Invented names and seats under IČOs with a valid checksum, so typing them in the checkout behaves as with
 * the real register. Two more IČOs misbehave on purpose: SLOW_ICO answers after the client has given up,
 * BROKEN_ICO gets a 500.
 */
export const SLOW_ICO = '45612374'
export const BROKEN_ICO = '76543218'

export const SANDBOX_COMPANIES: Record<string, object> = {
  '27074358': {
    ico: '27074358',
    obchodniJmeno: 'Vinotéka U Modré kotvy s.r.o.',
    dic: 'CZ27074358',
    pravniForma: '112',
    datumVzniku: '2004-03-17',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevKraje: 'Hlavní město Praha',
      nazevObce: 'Praha',
      nazevMestskehoObvodu: 'Praha 8',
      nazevCastiObce: 'Karlín',
      nazevUlice: 'Sokolovská',
      cisloDomovni: 394,
      cisloOrientacni: 17,
      psc: 18600,
      textovaAdresa: 'Sokolovská 394/17, Karlín, 18600 Praha 8',
    },
    adresaDorucovaci: { radekAdresy1: 'Sokolovská 394/17', radekAdresy2: 'Karlín', radekAdresy3: '186 00 Praha 8' },
  },
  '28409191': {
    ico: '28409191',
    obchodniJmeno: 'Pivnice Na Rychtě a.s.',
    dic: 'CZ28409191',
    pravniForma: '121',
    datumVzniku: '2008-09-02',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevKraje: 'Jihomoravský kraj',
      nazevObce: 'Brno',
      nazevMestskehoObvodu: 'Brno-střed',
      nazevCastiObce: 'Veveří',
      nazevUlice: 'Údolní',
      cisloDomovni: 567,
      cisloOrientacni: 33,
      cisloOrientacniPismeno: 'a',
      psc: 60200,
      textovaAdresa: 'Údolní 567/33a, Veveří, 60200 Brno',
    },
  },
  '25596641': {
    ico: '25596641',
    obchodniJmeno: 'Drinky s.r.o.',
    dic: 'CZ25596641',
    pravniForma: '112',
    datumVzniku: '1998-05-12',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevKraje: 'Plzeňský kraj',
      nazevObce: 'Plzeň',
      nazevMestskehoObvodu: 'Plzeň 3',
      nazevCastiObce: 'Jižní Předměstí',
      nazevUlice: 'Klatovská třída',
      cisloDomovni: 1203,
      cisloOrientacni: 61,
      psc: 30100,
      textovaAdresa: 'Klatovská třída 1203/61, Jižní Předměstí, 30100 Plzeň',
    },
  },
  // a sole trader in a village without streets, and without a DIČ
  '05403626': {
    ico: '05403626',
    obchodniJmeno: 'Jan Svoboda',
    pravniForma: '101',
    datumVzniku: '2016-09-01',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevKraje: 'Středočeský kraj',
      nazevObce: 'Lhota',
      nazevCastiObce: 'Lhota',
      cisloDomovni: 15,
      psc: 27714,
      textovaAdresa: 'Lhota 15, 27714 Lhota',
    },
  },
}

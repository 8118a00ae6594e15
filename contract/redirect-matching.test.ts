import { describe, expect, it } from 'vitest'
import { buildRedirectTable, findRedirect, redirectKey } from './redirect-matching'

const site = 'https://shop.example.cz'
const table = buildRedirectTable([
  { originUrl: '/stara-kategorie/rumy', destinationUrl: '/kategorie/rum' },
  { originUrl: '/Whisky-Skotska', destinationUrl: '/kategorie/skotska-whisky' },
  { originUrl: '/%C5%BEuf%C3%A1nek', destinationUrl: 'kategorie/ceske-destilaty' },
  { originUrl: '/akce?zdroj=letak', destinationUrl: '/kategorie/likery' },
  { originUrl: '/akce', destinationUrl: '/kategorie/vino-a-sekty' },
  { originUrl: 'https://old-shop.cz/eshop/gin.html', destinationUrl: '/kategorie/gin' },
  { originUrl: '/facebook', destinationUrl: 'https://www.facebook.com/drinkarna' },
  { originUrl: '/smycka', destinationUrl: '/smycka' },
])

describe('redirect matching', () => {
  it('prepends the site URL to relative destinations', () => {
    expect(findRedirect(table, '/stara-kategorie/rumy', site)).toBe(`${site}/kategorie/rum`)
    expect(findRedirect(table, '/žufánek', site)).toBe(`${site}/kategorie/ceske-destilaty`)
  })

  it('looks up the decoded, lower-cased path', () => {
    expect(findRedirect(table, '/whisky-skotska', site)).toBe(`${site}/kategorie/skotska-whisky`)
    expect(findRedirect(table, '/WHISKY-SKOTSKA/', site)).toBe(`${site}/kategorie/skotska-whisky`)
    expect(findRedirect(table, '/%C5%BDUF%C3%81NEK', site)).toBe(`${site}/kategorie/ceske-destilaty`)
  })

  it('prefers a match of the full path with its query over the path alone', () => {
    expect(findRedirect(table, '/akce?zdroj=letak', site)).toBe(`${site}/kategorie/likery`)
    expect(findRedirect(table, '/akce?utm_source=x', site)).toBe(`${site}/kategorie/vino-a-sekty`)
  })

  it('keeps absolute destinations and matches origins entered as full URLs', () => {
    expect(findRedirect(table, '/facebook', site)).toBe('https://www.facebook.com/drinkarna')
    expect(findRedirect(table, '/eshop/gin.html', site)).toBe(`${site}/kategorie/gin`)
  })

  it('answers nothing for other paths and for a row that points at itself', () => {
    expect(findRedirect(table, '/kategorie/rum', site)).toBeNull()
    expect(findRedirect(table, '/smycka', site)).toBeNull()
  })

  it('survives malformed percent-encoding', () => {
    expect(redirectKey('/%E0%A4%A')).toBe('/%e0%a4%a')
    expect(findRedirect(table, '/%E0%A4%A', site)).toBeNull()
  })
})

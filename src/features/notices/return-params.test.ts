import { describe, expect, it } from 'vitest'
import cs from './locales/cs.json'
import { hasReturnParams, readReturnParams } from './return-params'

const read = (query: string) => readReturnParams(new URLSearchParams(query))

describe('readReturnParams', () => {
  it('thanks for the confirmed e-mail address when userRegistered is 1', () => {
    expect(read('userRegistered=1').notices).toEqual([{ kind: 'success', key: 'notices.emailConfirmed' }])
  })

  it('says the confirmation link expired when userRegistered is 0', () => {
    expect(read('userRegistered=0').notices).toEqual([{ kind: 'error', key: 'notices.linkExpired' }])
  })

  it('says the confirmation link expired when newsletterRegistered is 0', () => {
    expect(read('newsletterRegistered=0').notices).toEqual([{ kind: 'error', key: 'notices.linkExpired' }])
  })

  it('says the link expired only once when both confirmations are 0', () => {
    expect(read('userRegistered=0&newsletterRegistered=0').notices).toEqual([
      { kind: 'error', key: 'notices.linkExpired' },
    ])
  })

  it('thanks for the Drinksletter subscription when newsletterRegistered is 1', () => {
    expect(read('newsletterRegistered=1').notices).toEqual([{ kind: 'success', key: 'notices.newsletterConfirmed' }])
  })

  it('shows every notice that applies when several parameters come together', () => {
    expect(read('userRegistered=1&newsletterRegistered=0').notices).toEqual([
      { kind: 'success', key: 'notices.emailConfirmed' },
      { kind: 'error', key: 'notices.linkExpired' },
    ])
  })

  it('says the token expired and opens nothing when passwordRecovery comes with tokenValid 0', () => {
    const result = read('passwordRecovery=abc&tokenValid=0')
    expect(result.notices).toEqual([{ kind: 'error', key: 'notices.tokenExpired' }])
    expect(result.openAuthReset).toBeNull()
  })

  it('opens the reset popup with the token when passwordRecovery carries one', () => {
    const result = read('passwordRecovery=t0k3n')
    expect(result.openAuthReset).toEqual({ token: 't0k3n' })
    expect(result.notices).toEqual([])
  })

  it('opens the reset popup also when tokenValid is 1', () => {
    expect(read('passwordRecovery=t0k3n&tokenValid=1').openAuthReset).toEqual({ token: 't0k3n' })
  })

  it('opens the reset popup without a token when passwordRecovery is 1 or empty', () => {
    expect(read('passwordRecovery=1').openAuthReset).toEqual({ token: null })
    expect(read('passwordRecovery=').openAuthReset).toEqual({ token: null })
  })

  it('ignores tokenValid without passwordRecovery', () => {
    const result = read('tokenValid=0')
    expect(result.notices).toEqual([])
    expect(result.openAuthReset).toBeNull()
  })

  it('ignores values other than 0 and 1 for the confirmations', () => {
    expect(read('userRegistered=yes&newsletterRegistered=2').notices).toEqual([])
  })

  it('asks for nothing when no return parameter is present', () => {
    const result = read('q=rum&page=2')
    expect(result.notices).toEqual([])
    expect(result.openAuthReset).toBeNull()
  })

  it('keeps every other parameter and drops the four return parameters', () => {
    const result = read('q=rum&userRegistered=1&newsletterRegistered=1&passwordRecovery=x&tokenValid=1&sort=cheapest')
    expect(result.remaining.toString()).toBe('q=rum&sort=cheapest')
  })

  it('does not change the search it was given', () => {
    const search = new URLSearchParams('userRegistered=1')
    readReturnParams(search)
    expect(search.toString()).toBe('userRegistered=1')
  })

  it('names only notices that exist in the Czech texts', () => {
    const all = read('userRegistered=1&newsletterRegistered=0')
      .notices.concat(read('newsletterRegistered=1').notices)
      .concat(read('passwordRecovery=x&tokenValid=0').notices)
    const texts: Record<string, string> = cs.notices
    for (const notice of all) expect(texts[notice.key.replace('notices.', '')]).toBeTruthy()
    expect(cs.notices.emailConfirmed).toBe('Děkujeme za potvrzení Vaší e-mailové adresy.')
  })
})

describe('hasReturnParams', () => {
  it('tells whether any of the four return parameters is present', () => {
    expect(hasReturnParams(new URLSearchParams('tokenValid=1'))).toBe(true)
    expect(hasReturnParams(new URLSearchParams('q=rum'))).toBe(false)
  })
})

import { expect, it } from 'vitest'
import { actorName, ageMethodName } from './names'

it('says who made a step in Czech, and a staff member by name', () => {
  expect(actorName('customer')).toBe('zákazník')
  expect(actorName('gateway')).toBe('platební brána')
  expect(actorName('petra@drinkarna.cz')).toBe('petra@drinkarna.cz')
})

it('names the age check as people know it', () => {
  expect(ageMethodName('bankid')).toBe('Bank iD')
  expect(ageMethodName('other')).toBe('other')
})

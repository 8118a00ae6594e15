import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localAdminToken } from './admin-token.mjs'

function root(devVars?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'admin-token-'))
  mkdirSync(join(dir, 'api'))
  if (devVars !== undefined) writeFileSync(join(dir, 'api', '.dev.vars'), devVars)
  return dir
}

describe('npm run admin:token', () => {
  it('makes a 64-character staff token once and prints the same one after', () => {
    const dir = root()
    const token = localAdminToken(dir)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(localAdminToken(dir)).toBe(token)
    expect(readFileSync(join(dir, 'api', '.dev.vars'), 'utf8')).toContain(`ADMIN_API_TOKEN=staff:${token}\n`)
  })

  it('keeps the other local variables and replaces a token too short for the admin API', () => {
    const dir = root('JWT_SECRET=local\nADMIN_API_TOKEN=ops:short\n')
    const token = localAdminToken(dir)
    const text = readFileSync(join(dir, 'api', '.dev.vars'), 'utf8')
    expect(text).toContain('JWT_SECRET=local\n')
    expect(text.match(/ADMIN_API_TOKEN=/g)).toHaveLength(1)
    expect(text).toContain(`ADMIN_API_TOKEN=staff:${token}`)
    expect(localAdminToken(root(`ADMIN_API_TOKEN=jana:${'a'.repeat(40)}\n`))).toBe('a'.repeat(40))
  })
})

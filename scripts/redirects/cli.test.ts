import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = resolve(fileURLToPath(import.meta.url), '../../..')
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/redirects/cli.ts', ...args], { cwd: root, encoding: 'utf8' })

describe('npm run redirects (the ops CLI, decision 029)', () => {
  it('answers --help with every command and option, touching no database', () => {
    const { status, stdout } = cli('--help')
    expect(status).toBe(0)
    for (const word of [
      'list',
      'add FROM TO',
      'remove FROM|ID',
      'import FILE.csv',
      'export',
      '--force',
      '--state',
      '--remote',
    ])
      expect(stdout).toContain(word)
  })

  it('refuses an unknown command with the same usage on stderr and exit code 2', () => {
    const { status, stderr, stdout } = cli('smazat-vse')
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('npm run redirects -- <příkaz>')
  })
})

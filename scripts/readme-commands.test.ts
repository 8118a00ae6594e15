import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every command the README shows works on a clean clone: each runs its `--help` or a dry form here, in well
 * under a second each (the real ones install, build and serve for minutes).
 */
const root = resolve(fileURLToPath(import.meta.url), '../..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts

/** The commands of the README's shell blocks and of its inline code, without comments. */
function readmeCommands(): string[] {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, body]) => body!.split('\n'))
  const inline = [...readme.matchAll(/`((?:npm|npx|bash) [^`]+)`/g)].map(([, command]) => command!)
  return [...new Set([...blocks, ...inline].map((line) => line.replace(/\s+#.*$/, '').trim()).filter(Boolean))]
}

/** The npm script a command runs (`npm start`, `npm test`, `npm run x -- …`), or null. */
function scriptOf(command: string): string | null {
  const match = /^npm (?:run (?:--silent )?([\w:-]+)|(start|test))\b/.exec(command)
  return match ? (match[1] ?? match[2]!) : null
}

/** A Node on PATH other than the project's own, as a reader of a clean clone has it (Node 20 here). */
function machineNode(): string | null {
  const ours = join(root, 'node_modules', '.bin')
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (!folder || resolve(folder) === ours) continue
    if (existsSync(join(folder, 'node'))) return join(folder, 'node')
  }
  return null
}

const projectBin = (name: string) => existsSync(join(root, 'node_modules', '.bin', name))

describe('the README', () => {
  const commands = readmeCommands()

  it('shows the two commands first, and stays under 100 lines', () => {
    expect(commands.slice(0, 2)).toEqual(['npm start', 'npm test'])
    expect(readme.split('\n').length).toBeLessThanOrEqual(100)
  })

  it('shows only npm scripts that exist, whose files exist', () => {
    for (const command of commands.filter((c) => c.startsWith('npm '))) {
      const name = scriptOf(command)
      expect(name, command).not.toBeNull()
      expect(scripts[name!], command).toBeDefined()
      for (const [, file] of scripts[name!]!.matchAll(/\bnode (\S+\.[mc]?[jt]s)\b/g)) {
        expect(existsSync(join(root, file!)), `${command}: ${file}`).toBe(true)
      }
    }
  })

  it('npm start: its --help answers at once, also on the machine’s own Node before anything is installed', () => {
    expect(commands).toContain('npm start -- --help')
    const help = execFileSync('npm', ['start', '--silent', '--', '--help'], { cwd: root, encoding: 'utf8' })
    for (const option of ['--dev', '--port', '--reset', '--products', '--help']) expect(help).toContain(option)
    const node = machineNode()
    if (node) {
      const bare = execFileSync(node, ['scripts/start.mjs', '--help'], { cwd: root, encoding: 'utf8' })
      expect(bare).toBe(help)
    }
  })

  it('npm test, dry: every step it chains is a script or a tool the project installs', () => {
    const steps = scripts.test!.split('&&').map((step) => step.trim())
    expect(steps.length).toBeGreaterThan(1)
    for (const step of steps) {
      const name = scriptOf(step)
      expect(name, step).not.toBeNull()
      const script = scripts[name!]
      expect(script, step).toBeDefined()
      // the first word of each command of that script: npm itself or a binary in node_modules/.bin
      for (const command of script!.split('&&').map((part) => part.trim().replace(/^(\w+=\S+ )+/, ''))) {
        const tool = command.split(' ')[0]!
        expect(tool === 'npm' || projectBin(tool), `${name}: ${tool}`).toBe(true)
      }
    }
  })

  it('bash .ci/run, dry: the script parses', () => {
    for (const command of commands.filter((c) => c.startsWith('bash '))) {
      const file = command.split(' ')[1]!
      expect(() => execFileSync('bash', ['-n', join(root, file)])).not.toThrow()
    }
  })
})

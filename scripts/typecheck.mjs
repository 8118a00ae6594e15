// `npm run typecheck`: every TypeScript program of the repository (the browser app, the two workers, the tooling,
// the staff console), as many at once as the machine has cores: each is its own `tsc -p`, mostly one core's work.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PROGRAMS = [
  'tsconfig.browser.json',
  'tsconfig.worker.json',
  'tsconfig.api.json',
  'tsconfig.tooling.json',
  'console/tsconfig.json',
]
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')

function check(program) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', program], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ program, ok: code === 0, output }))
  })
}

const queue = [...PROGRAMS]
const results = []
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), PROGRAMS.length) }, async () => {
    for (let program = queue.shift(); program; program = queue.shift()) results.push(await check(program))
  }),
)
const failed = results.filter((result) => !result.ok)
for (const result of failed) process.stderr.write(`✗ tsc -p ${result.program}\n${result.output}\n`)
if (failed.length > 0) process.exit(1)
console.log(`✓ types hold in ${PROGRAMS.length} programs`)

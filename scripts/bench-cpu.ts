// CPU time per request of the local server's two processes: vite preview's Node (the HTTP front that relays every
// byte) and its workerd (every isolate: miniflare's entry, the storefront, the shop API, the asset worker).
// Throughput on a shared 2-core machine moves with the neighbours' load; CPU time per request does not, so it
// says what a route costs and where (docs/decisions/020-edge-cache.md).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

export type ServerProcesses = { node: number; workerd: number[] }

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** vite preview's process for the port (its own pid when the bench started it) and its workerd children. */
export function serverProcesses(port: string, pid?: number): ServerProcesses | null {
  const node =
    pid ??
    Number(spawnSync('pgrep', ['-f', `vite.* preview --port ${port}`], { encoding: 'utf8' }).stdout.split('\n')[0])
  if (!node) return null
  const workerd = spawnSync('pgrep', ['-P', String(node), 'workerd'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number)
  return { node, workerd }
}

/** User plus system CPU milliseconds a process has used (fields 14 and 15 of /proc/PID/stat). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
  } catch {
    return NaN
  }
}

export type CpuSample = { node: number; workerd: number }

export function sampleCpu(server: ServerProcesses | null): CpuSample {
  if (!server) return { node: NaN, workerd: NaN }
  return { node: cpuMs(server.node), workerd: server.workerd.reduce((sum, pid) => sum + cpuMs(pid), 0) }
}

/** Milliseconds of CPU per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuSample {
  return { node: (after.node - before.node) / requests, workerd: (after.workerd - before.workerd) / requests }
}

// Reads a V8 heap snapshot (.heapsnapshot JSON) enough to say what grew between two of them: objects counted
// and sized by constructor, and the chain of retainers that keeps a given kind of object alive.

type Raw = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } }
  nodes: number[]
  edges: number[]
  strings: string[]
}

export type Group = { name: string; count: number; bytes: number }

export class HeapSnapshot {
  readonly nodeCount: number
  private readonly raw: Raw
  private readonly nodeWidth: number
  private readonly edgeWidth: number
  private readonly firstEdge: Uint32Array
  private readonly types: string[]
  private readonly edgeTypes: string[]
  private retainers?: number[][]

  constructor(text: string) {
    this.raw = JSON.parse(text) as Raw
    const meta = this.raw.snapshot.meta
    this.nodeWidth = meta.node_fields.length
    this.edgeWidth = meta.edge_fields.length
    this.types = meta.node_types[0]
    this.edgeTypes = meta.edge_types[0]
    this.nodeCount = this.raw.nodes.length / this.nodeWidth
    this.firstEdge = new Uint32Array(this.nodeCount + 1)
    const edgeCountField = meta.node_fields.indexOf('edge_count')
    for (let i = 0, edge = 0; i < this.nodeCount; i++) {
      this.firstEdge[i] = edge
      edge += this.raw.nodes[i * this.nodeWidth + edgeCountField]! * this.edgeWidth
    }
    this.firstEdge[this.nodeCount] = this.raw.edges.length
  }

  type(node: number): string {
    return this.types[this.raw.nodes[node * this.nodeWidth]!]!
  }
  name(node: number): string {
    return this.raw.strings[this.raw.nodes[node * this.nodeWidth + 1]!]!
  }
  selfSize(node: number): number {
    return this.raw.nodes[node * this.nodeWidth + 3]!
  }
  /** What a heap profiler lists the node under: the constructor for objects, `(type)` for the rest. */
  label(node: number): string {
    const type = this.type(node)
    if (type === 'object' || type === 'native') return this.name(node)
    if (type === 'closure') return `${this.name(node) || '(anonymous)'}()`
    return `(${type})`
  }

  groups(): Map<string, Group> {
    const groups = new Map<string, Group>()
    for (let node = 0; node < this.nodeCount; node++) {
      const name = this.label(node)
      const group = groups.get(name) ?? { name, count: 0, bytes: 0 }
      group.count++
      group.bytes += this.selfSize(node)
      groups.set(name, group)
    }
    return groups
  }

  *edges(node: number): Generator<{ type: string; name: string; to: number }> {
    for (let e = this.firstEdge[node]!; e < this.firstEdge[node + 1]!; e += this.edgeWidth) {
      const type = this.edgeTypes[this.raw.edges[e]!]!
      const nameOrIndex = this.raw.edges[e + 1]!
      const name = type === 'element' || type === 'hidden' ? String(nameOrIndex) : this.raw.strings[nameOrIndex]!
      yield { type, name, to: this.raw.edges[e + 2]! / this.nodeWidth }
    }
  }

  /** Nodes whose label is `label`. */
  find(label: string): number[] {
    const found: number[] = []
    for (let node = 0; node < this.nodeCount; node++) if (this.label(node) === label) found.push(node)
    return found
  }

  /** The shortest chain from a GC root to `target` (breadth-first over strong edges), as readable steps. */
  retainerPath(target: number, maxDepth = 40): string[] {
    if (!this.retainers) {
      this.retainers = Array.from({ length: this.nodeCount }, () => [])
      for (let node = 0; node < this.nodeCount; node++) {
        for (const edge of this.edges(node)) if (edge.type !== 'weak') this.retainers[edge.to]!.push(node)
      }
    }
    const previous = new Map<number, number>([[target, -1]])
    let frontier = [target]
    for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
      const next: number[] = []
      for (const node of frontier) {
        for (const holder of this.retainers[node]!) {
          if (previous.has(holder)) continue
          previous.set(holder, node)
          // node 0 is the synthetic root
          if (holder === 0) return this.describe(previous, holder)
          next.push(holder)
        }
      }
      frontier = next
    }
    return ['(no path from a root found)']
  }

  private describe(previous: Map<number, number>, root: number): string[] {
    const steps: string[] = []
    for (let node = root; node !== -1; node = previous.get(node)!) {
      const child = previous.get(node)!
      let via = ''
      if (child !== -1)
        for (const edge of this.edges(node)) if (edge.to === child) via = ` --[${edge.type} ${edge.name}]-->`
      steps.push(`${this.label(node)}${this.type(node) === 'string' ? '' : ` @${node}`}${via}`)
    }
    return steps
  }
}

/** The groups that grew most from `before` to `after`, by bytes. */
export function grown(
  before: HeapSnapshot,
  after: HeapSnapshot,
  top = 30,
): (Group & { addedCount: number; addedBytes: number })[] {
  const old = before.groups()
  return [...after.groups().values()]
    .map((g) => ({
      ...g,
      addedCount: g.count - (old.get(g.name)?.count ?? 0),
      addedBytes: g.bytes - (old.get(g.name)?.bytes ?? 0),
    }))
    .sort((a, b) => b.addedBytes - a.addedBytes)
    .slice(0, top)
}

// node scripts/memory/heap-snapshot.ts take OUT.heapsnapshot [--worker storefront] [--inspector-port 9311]
// node scripts/memory/heap-snapshot.ts diff BEFORE.heapsnapshot AFTER.heapsnapshot [Router,Context,…]
// `take` snapshots a worker of a server started with INSPECTOR_PORT; `diff` lists what grew by constructor and,
// for the labels given, the chain of retainers of the newest instances (how decision 018 found the cycle).
if (import.meta.main) {
  const { parseArgs } = await import('node:util')
  const { readFileSync, writeFileSync } = await import('node:fs')
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      worker: { type: 'string', default: 'storefront' },
      'inspector-port': { type: 'string', default: '9311' },
    },
  })
  const [command, first, second, labels] = positionals
  if (command === 'take' && first) {
    const { connectInspector } = await import('./cdp.ts')
    const inspector = await connectInspector(Number(values['inspector-port']), values.worker)
    writeFileSync(first, await inspector.takeHeapSnapshot())
    inspector.close()
  } else if (command === 'diff' && first && second) {
    const [before, after] = [first, second].map((file) => new HeapSnapshot(readFileSync(file, 'utf8')))
    for (const g of grown(before!, after!, 40))
      console.log(
        String(g.addedCount).padStart(9),
        `${(g.addedBytes / 1024).toFixed(0)} kB`.padStart(11),
        g.name.slice(0, 100),
      )
    for (const label of (labels ?? '').split(',').filter(Boolean)) {
      const nodes = after!.find(label)
      console.log(`\n${label}: ${nodes.length} in the second snapshot; retainers of the newest:`)
      if (nodes.length) console.log(`  ${after!.retainerPath(nodes.at(-1)!).join('\n  ')}`)
    }
  } else {
    console.error('usage: heap-snapshot.ts take OUT | diff BEFORE AFTER [labels]')
    process.exitCode = 1
  }
}

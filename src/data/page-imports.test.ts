import { readFileSync, existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { expect, it } from 'vitest'

// What a page imports to reach the document's owner must not bring the document's code (Yjs)
// onto the start path: it comes in a chunk of its own (`doc/yjs-kit.ts`), loaded when needed.
// (owner-relay.ts once imported DocumentHost, and through it Yjs, into the page's data chunk.)

const SRC = resolve(__dirname, '..')

/** The modules a file imports statically (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  for (const match of text.matchAll(pattern)) found.push(match[1]!)
  return found
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : resolve(dirname(from), specifier)
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate
  return null
}

/** Every package a module reaches through static imports. */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImports(file)) {
      const local = resolveModule(file, specifier)
      if (local) visit(local)
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier)
    }
  }
  visit(entry)
  return packages
}

it.each([
  'data/owner-ports.ts',
  'data/owner-relay.ts',
  'data/owner-election.ts',
  'data/doc-commands.ts',
  'data/workspace-commands.ts',
  'data/workspace.ts',
])('%s does not bring Yjs onto the page', (module) => {
  const reached = [...packagesReached(join(SRC, module))]
  expect(reached.filter((name) => name === 'yjs' || name.startsWith('y-'))).toEqual([])
})

it('the owner’s side of the relay does reach Yjs (the walk finds what it should)', () => {
  expect(packagesReached(join(SRC, 'data/owner-serve.ts')).has('yjs')).toBe(true)
})

import { expect, it } from 'vitest'
import { firstLoadChunks } from './chunks.ts'

/** A module graph: each module's static imports. */
const GRAPH: Record<string, string[]> = {
  '/p/src/data/start.ts': ['/p/src/data/session.ts'],
  '/p/src/data/session.ts': ['/p/src/config/constants.ts', '/p/node_modules/yjs/index.js'],
  '/p/src/main.tsx': [
    '/p/src/config/constants.ts',
    '/p/src/app/root.tsx',
    '/p/node_modules/radix-ui/index.js',
  ],
  '/p/src/app/root.tsx': ['/p/node_modules/react/index.js'],
  '/p/node_modules/radix-ui/index.js': ['/p/node_modules/@radix-ui/react-dialog/index.js'],
  '/p/src/features/overview/overview-page.tsx': [
    '/p/src/app/root.tsx',
    '/p/src/features/todos/model/views.ts',
  ],
  '/p/src/app/command-host.tsx': ['/p/src/features/todos/model/views.ts', '/p/src/lib/keys.ts'],
}

function groupsOf() {
  const { plugin, groups } = firstLoadChunks({
    data: '/p/src/data/start.ts',
    app: '/p/src/main.tsx',
    overview: ['/p/src/features/overview/overview-page.tsx'],
    shell: ['/p/src/app/command-host.tsx'],
  })
  const context = {
    getModuleInfo: (id: string) => ({ id, importedIds: GRAPH[id] ?? [] }),
  }
  ;(plugin.buildEnd as (this: unknown) => void).call(context)
  const all = [...new Set([...Object.keys(GRAPH), ...Object.values(GRAPH).flat()])]
  return Object.fromEntries(
    groups.map((group) => [group.name, all.filter((id) => group.test(id)).sort()]),
  )
}

it("puts what the app and the data session share, each one's own, the Overview and the shell in one chunk each", () => {
  const groups = groupsOf()
  expect(groups.shared).toEqual(['/p/src/config/constants.ts'])
  expect(groups.data).toEqual(['/p/node_modules/yjs/index.js', '/p/src/data/session.ts'])
  // The entries' own modules stay in their entry chunks; a package index is taken, not what
  // it re-exports (the bundler places that where it is used).
  expect(groups.app).toEqual([
    '/p/node_modules/radix-ui/index.js',
    '/p/node_modules/react/index.js',
    '/p/src/app/root.tsx',
  ])
  // Each later set leaves out what an earlier one took.
  expect(groups.overview).toEqual([
    '/p/src/features/overview/overview-page.tsx',
    '/p/src/features/todos/model/views.ts',
  ])
  expect(groups.shell).toEqual(['/p/src/app/command-host.tsx', '/p/src/lib/keys.ts'])
})

it('refuses a build whose chunks import each other', () => {
  const { plugin } = firstLoadChunks({ data: '/d', app: '/a', overview: [], shell: [] })
  const bundle = {
    'a.js': { type: 'chunk', fileName: 'a.js', imports: ['b.js'] },
    'b.js': { type: 'chunk', fileName: 'b.js', imports: ['c.js'] },
    'c.js': { type: 'chunk', fileName: 'c.js', imports: ['a.js'] },
  }
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const generate = plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void
  expect(() => generate.call(context, {}, bundle)).toThrow(/a\.js → b\.js → c\.js → a\.js/)
  const acyclic = { ...bundle, 'c.js': { type: 'chunk', fileName: 'c.js', imports: [] } }
  expect(() => generate.call(context, {}, acyclic)).not.toThrow()
})

it('takes the icons only the Overview draws into its chunk; those the entries draw stay apart', () => {
  const index = '/p/node_modules/lucide-react/dist/esm/lucide-react.mjs'
  const icon = (name: string) => `/p/node_modules/lucide-react/dist/esm/icons/${name}.mjs`
  const code: Record<string, string> = {
    [index]: [
      "export { default as Star, default as StarIcon } from './icons/star.mjs';",
      "export { default as Clock, default as LucideClock } from './icons/clock.mjs';",
      "export { default as Menu } from './icons/menu.mjs';",
      "export { default as Trash2 } from './icons/trash-2.mjs';",
    ].join('\n'),
    '/p/src/main.tsx': 'import { Menu } from "lucide-react";',
    '/p/src/features/overview/overview-page.tsx':
      'import { Clock as ClockGlyph, Menu, StarIcon } from "lucide-react";',
  }
  const graph: Record<string, string[]> = {
    '/p/src/data/start.ts': [],
    '/p/src/main.tsx': [index],
    '/p/src/features/overview/overview-page.tsx': [index],
  }
  const { plugin, groups } = firstLoadChunks({
    data: '/p/src/data/start.ts',
    app: '/p/src/main.tsx',
    overview: ['/p/src/features/overview/overview-page.tsx'],
    shell: [],
  })
  const context = {
    getModuleInfo: (id: string) => ({ id, importedIds: graph[id] ?? [], code: code[id] ?? null }),
  }
  ;(plugin.buildEnd as (this: unknown) => void).call(context)
  const overview = groups.find((group) => group.name === 'overview')!
  expect(overview.test(icon('star'))).toBe(true)
  expect(overview.test(icon('clock'))).toBe(true)
  // The app's entry draws it too: it stays with the entry's icons, not in a later chunk.
  expect(overview.test(icon('menu'))).toBe(false)
  // Drawn by neither: with the other icons.
  expect(overview.test(icon('trash-2'))).toBe(false)
})

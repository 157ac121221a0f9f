import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** A Rolldown code-splitting group (`build.rollupOptions.output.codeSplitting.groups`). */
interface Group {
  name: string
  test: (id: string) => boolean
  priority: number
  includeDependenciesRecursively: boolean
  tags?: '$initial'[]
}

/**
 * Packages whose index re-exports many modules (Radix's, the icons'). An importer uses a few of
 * them; the module graph says it imports all, so the sets stop at these and the bundler places
 * what each chunk uses.
 */
const BARREL = /[\\/]node_modules[\\/](radix-ui|lucide-react)[\\/]/

const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/
/** The icons' index: `export { default as Star, … } from './icons/star.mjs'`, an icon a line. */
const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

export interface FirstLoadOptions {
  /** The data session's entry (`src/data/start.ts`), started by `public/boot.js`. */
  data: string
  /** The app's entry (`src/main.tsx`). */
  app: string
  /** What the start page shows before it is complete: the Overview and its default widgets. */
  overview: readonly string[]
  /** What the shell loads once the first screen is shown, on any page (the command host). */
  shell: readonly string[]
}

/**
 * The first visit's code in a handful of files instead of dozens. Left to itself the bundler
 * splits code by which entries and lazy imports share it: the first screen came in about 55
 * files of a few hundred bytes to 70 kB, and over HTTP/1.1 (`npm start`, many small hosts)
 * each costs a round trip on one of six connections. Here each of these sets becomes one chunk:
 *
 * - `data`: everything the data session's entry imports statically;
 * - `app`: the rest of what the app's entry imports statically;
 * - `overview`: the rest of what the Overview and its default widgets import statically;
 * - `shell`: the rest of what the shell loads once the first screen is shown.
 *
 * Each set is closed under static imports (less the sets before it), so no chunk imports a
 * later one. Other lazily loaded code (sections, dialogs) is split as before; a section that
 * shares a module with the Overview loads the Overview's chunk too (it is cached by then).
 * The sets are computed from the module graph once it is built (`buildEnd`), before the
 * bundler forms chunks.
 */
export function firstLoadChunks(options: FirstLoadOptions): { plugin: Plugin; groups: Group[] } {
  const sets = {
    shared: new Set<string>(),
    data: new Set<string>(),
    app: new Set<string>(),
    overview: new Set<string>(),
  }
  const shell = new Set<string>()
  const plugin: Plugin = {
    name: 'hearth:first-load-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      // Chunks that import each other run in an order that breaks their modules: refuse them.
      const imports = new Map<string, readonly string[]>()
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports)
      const done = new Set<string>()
      const visit = (file: string, path: string[]) => {
        if (path.includes(file))
          this.error(`Chunks import each other: ${[...path, file].join(' → ')}`)
        if (done.has(file)) return
        for (const next of imports.get(file) ?? []) visit(next, [...path, file])
        done.add(file)
      }
      for (const file of imports.keys()) visit(file, [])
    },
    buildEnd() {
      const taken = new Set<string>()
      for (const set of [...Object.values(sets), shell]) set.clear()
      const closure = (roots: readonly string[], into: Set<string>) => {
        const stack = [...roots]
        while (stack.length) {
          const id = stack.pop()!
          if (into.has(id) || taken.has(id)) continue
          const info = this.getModuleInfo(id)
          if (!info) continue
          into.add(id)
          // What a package's index re-exports is taken where it is used, not by every importer.
          if (!BARREL.test(id)) stack.push(...info.importedIds)
        }
        return into
      }
      const resolved = (path: string) => this.getModuleInfo(path)?.id ?? path
      const data = closure([resolved(options.data)], new Set())
      const app = closure([resolved(options.app)], new Set())
      // The entries' own modules stay in their entry chunks (the HTML and boot.js name those).
      data.delete(resolved(options.data))
      app.delete(resolved(options.app))
      for (const id of data) (app.has(id) ? sets.shared : sets.data).add(id)
      for (const id of app) if (!data.has(id)) sets.app.add(id)
      for (const id of [...data, ...app]) taken.add(id)
      closure(options.overview.map(resolved), sets.overview)
      // The icons the Overview draws and the entries do not come with its code, not in the
      // file of every other icon (which the sections and dialogs load).
      const icons = iconModules((id) => this.getModuleInfo(id), [...data, ...app, ...sets.overview])
      const drawn = (set: Iterable<string>) =>
        new Set([...set].flatMap((id) => iconNames(this.getModuleInfo(id)?.code)))
      const initial = drawn([...data, ...app, resolved(options.data), resolved(options.app)])
      for (const name of drawn(sets.overview)) {
        const id = icons.get(name)
        if (id && !initial.has(name)) sets.overview.add(id)
      }
      for (const id of sets.overview) taken.add(id)
      closure(options.shell.map(resolved), shell)
    },
  }
  // Each group takes exactly its modules (its set is already closed under static imports).
  const group = (name: string, test: (id: string) => boolean, priority: number): Group => ({
    name,
    test,
    includeDependenciesRecursively: false,
    priority,
  })
  const icons = (id: string) => ICONS.test(id)
  const groups: Group[] = [
    // React first, in its own file: the icons and Radix parts the bundler places import it, and
    // with React inside the app's chunk they and that chunk would import each other.
    group('react', (id) => REACT.test(id), 60),
    group('shared', (id) => sets.shared.has(id), 50),
    group('data', (id) => sets.data.has(id), 40),
    group('app', (id) => sets.app.has(id), 30),
    group('overview', (id) => sets.overview.has(id), 20),
    group('shell', (id) => shell.has(id), 10),
    // The icons: those the app's entry draws, and the rest in one file.
    { ...group('icons-initial', icons, 5), tags: ['$initial'] },
    group('icons', icons, 4),
  ]
  return { plugin, groups }
}

/** The names a module's code imports from the icons' package. */
function iconNames(code: string | null | undefined): string[] {
  return [...(code ?? '').matchAll(ICON_IMPORT)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  )
}

/** Each icon's module by the names the icons' index exports it under. */
function iconModules(
  info: (id: string) => { code?: string | null } | null,
  ids: readonly string[],
): Map<string, string> {
  const index = ids.find((id) => ICON_INDEX.test(id))
  const modules = new Map<string, string>()
  if (!index) return modules
  const dir = index.slice(0, index.length - 'lucide-react.mjs'.length)
  for (const [, names, path] of (info(index)?.code ?? '').matchAll(ICON_EXPORT)) {
    const id = dir + path!.slice(2)
    for (const name of names!.split(',')) {
      const exported = name.trim().split(/\s+as\s+/)[1]
      if (exported) modules.set(exported, id)
    }
  }
  return modules
}

/** An absolute module path from one relative to the project's root. */
export const sourcePath = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** Imports a module by its address (a seam for tests). */
export const modules = {
  import: (url: string): Promise<unknown> => import(/* @vite-ignore */ url),
}

let retries = 0
// Each failed module's import under a new address, by its address: every load that needs that
// module takes the same copy (its chunk holds several lazily loaded modules, and their state).
const again = new Map<string, Promise<unknown>>()

/**
 * The address of the module a failed dynamic import names, when it is one of Hearth's own
 * (Chromium's message names it; other browsers' may not).
 */
export function failedModule(error: unknown): URL | null {
  const message = error instanceof Error ? error.message : ''
  const named = /https?:\/\/[^\s'"]+?\.m?js\b/.exec(message)?.[0]
  if (!named) return null
  try {
    const url = new URL(named)
    return url.origin === location.origin ? url : null
  } catch {
    return null
  }
}

/**
 * Whether `error` is code that could not be downloaded (a dynamic import or its stylesheet), as
 * Chromium, Firefox, Safari and Vite's loader word it, rather than code that failed to run.
 */
export function isFailedDownload(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return (
    failedModule(error) !== null ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      message,
    )
  )
}

/**
 * The export of the failed module that `load` takes, when that module is a chunk of several:
 * the build puts modules loaded lazily together in one chunk (`build-plugins/chunks.ts`) and
 * imports one of them as `import('./shell-….js').then((e) => e.n)`, where the chunk's export `n`
 * is that module's namespace. Imported again, the chunk gives all its exports, so the retry
 * takes the same one. Null when `load` imports a module of its own (and in development).
 */
export function exportTaken(load: () => unknown, url: URL): string | null {
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  const imports =
    /import\(\s*(['"`])([^'"`]+)\1\s*\)\s*\.then\(\s*\(?\s*([\w$]+)\s*\)?\s*=>\s*\3\.([\w$]+)\s*\)/g
  for (const [, , specifier, , name] of String(load).matchAll(imports))
    if (specifier?.slice(specifier.lastIndexOf('/') + 1) === file) return name ?? null
  return null
}

/**
 * Imports the failed module again under a new address. Chromium keeps a failed module import
 * failed for the page's life: the same `import()` rejects at once without fetching
 * (whatwg/html#10327 has it fetch again, as Firefox and Safari do); under a new query the
 * address is a new module, fetched afresh (the service worker ignores the query and answers
 * from its cache). Rethrows `error` when it names no module of Hearth's. Given the `load` that
 * failed, it takes what that takes from the module (`exportTaken`).
 */
export function importAgain<T>(error: unknown, load?: () => unknown): Promise<T> {
  const url = failedModule(error)
  if (!url) return Promise.reject(error)
  let module = again.get(url.href)
  if (!module) {
    const fresh = new URL(url)
    fresh.searchParams.set('retry', String(++retries))
    const imported = modules.import(fresh.href)
    // Failed again, the next load tries anew.
    imported.catch(() => again.get(url.href) === imported && again.delete(url.href))
    again.set(url.href, (module = imported))
  }
  const name = load ? exportTaken(load, url) : null
  return module.then(
    (exports) => (name ? (exports as Record<string, unknown>)[name] : exports) as T,
  )
}

/**
 * Runs `load` (a dynamic import of Hearth's code) and, when its module fails to fetch, tries
 * once more. Offline, the service worker has every module, yet a fetch made while it starts can
 * fail (the offline e2e test saw 2 failures in 12 runs, each an "Ooops" screen).
 */
export function withRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => importAgain<T>(error, load))
}

/** Imports a module by its address (a seam for tests). */
export const modules = {
  import: (url: string): Promise<unknown> => import(/* @vite-ignore */ url),
}

let retries = 0

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
 * Imports the failed module again under a new address. Chromium keeps a failed module import
 * failed for the page's life: the same `import()` rejects at once without fetching
 * (whatwg/html#10327 has it fetch again, as Firefox and Safari do); under a new query the
 * address is a new module, fetched afresh (the service worker ignores the query and answers
 * from its cache). Rethrows `error` when it names no module of Hearth's.
 */
export function importAgain<T>(error: unknown): Promise<T> {
  const url = failedModule(error)
  if (!url) return Promise.reject(error)
  url.searchParams.set('retry', String(++retries))
  return modules.import(url.href) as Promise<T>
}

/**
 * Runs `load` (a dynamic import of Hearth's code) and, when its module fails to fetch, tries
 * once more. Offline, the service worker has every module, yet a fetch made while it starts can
 * fail (the offline e2e test saw 2 failures in 12 runs, each an "Ooops" screen).
 */
export function withRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => importAgain<T>(error))
}

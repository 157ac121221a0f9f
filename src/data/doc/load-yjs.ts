import { failedModule, importAgain } from '@/lib/import-again'
import { DocCodeUnavailable, loadedYjs, type DocKit } from './yjs'

/** How the module is imported (a seam for tests). */
export const kitModule = { load: () => import('./yjs-kit') }

let loading: Promise<DocKit> | null = null
/** Why the last load failed: the next load imports the module again under a new address. */
let failed: unknown = null

/**
 * Loads Yjs and y-indexeddb (once): the document's code, off the page's first load (`yjs.ts`).
 * Rejects with `DocCodeUnavailable` when it cannot be downloaded; asked again (back online), it
 * is fetched again, under a new address (`importAgain`: Chromium keeps a failed `import()`
 * failed for the page's life).
 */
export function loadYjs(): Promise<DocKit> {
  const loaded = loadedYjs()
  if (loaded) return Promise.resolve(loaded)
  const { load } = kitModule
  return (loading ??=
    // A browser whose message names no module fetches a failed module again by itself.
    (
      failedModule(failed) ? importAgain<Awaited<ReturnType<typeof load>>>(failed, load) : load()
    ).then(
      (module) => module.kit,
      (error: unknown) => {
        loading = null
        failed = error
        throw new DocCodeUnavailable(error)
      },
    ))
}

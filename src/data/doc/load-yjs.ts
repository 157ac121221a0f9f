import { DocCodeUnavailable, loadedYjs, type DocKit } from './yjs'

let loading: Promise<DocKit> | null = null

/**
 * Loads Yjs and y-indexeddb (once): the document's code, off the page's first load (`yjs.ts`).
 * Rejects with `DocCodeUnavailable` when it cannot be downloaded.
 */
export function loadYjs(): Promise<DocKit> {
  const loaded = loadedYjs()
  if (loaded) return Promise.resolve(loaded)
  return (loading ??= import('./yjs-kit').then(
    (module) => module.kit,
    (error: unknown) => {
      // Asked again, it is fetched again (back online).
      loading = null
      throw new DocCodeUnavailable(error)
    },
  ))
}

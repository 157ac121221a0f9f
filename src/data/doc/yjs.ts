// The document's code (Yjs, y-indexeddb), off the page's first load. A start from rows shows
// the workspace from its rows without a document (`start-from-rows.ts`), so the page fetches
// Yjs only when something needs one: decoding the workspace (`LogBeforeDecoding.ready` waits for
// it beside the log), the list of workspaces, a file export or import, a snapshot. Code that
// runs only with a document in hand calls `yjs()`; code that may run before awaits `loadYjs()`
// (`load-yjs.ts`).
import type * as Y from 'yjs'
import type * as Idb from 'y-indexeddb'

/** The parts of Yjs and y-indexeddb that code calls through `yjs()` and `yIndexeddb()`. */
export interface DocKit {
  Y: Pick<
    typeof Y,
    | 'applyUpdate'
    | 'decodeStateVector'
    | 'decodeUpdate'
    | 'Doc'
    | 'encodeStateAsUpdate'
    | 'encodeStateVector'
    | 'Map'
    | 'mergeUpdates'
    | 'Text'
    | 'transact'
    | 'UndoManager'
    | 'YMapEvent'
  >
  idb: Pick<typeof Idb, 'clearDocument' | 'fetchUpdates' | 'PREFERRED_TRIM_SIZE' | 'storeState'>
}

let kit: DocKit | null = null

/** Makes the document's code available at once (`yjs-kit.ts` does as it is imported). */
export function installYjs(loaded: DocKit) {
  kit ??= loaded
}

/** The document's code if it is loaded. */
export const loadedYjs = (): DocKit | null => kit

/** Whether `yjs()` can be called now. */
export const yjsLoaded = () => kit !== null

const notLoaded = () => new Error('Hearth’s document code is still loading. Try again in a moment.')

/**
 * The document's code could not be downloaded (offline before the service worker has Hearth):
 * what needed a document fails with this, and the next need fetches it again. Nothing stored
 * is unreadable for it (`Workspace` does not turn read-only).
 */
export class DocCodeUnavailable extends Error {
  constructor(cause: unknown) {
    super('Hearth’s code for this could not be downloaded. Check your connection and try again.', {
      cause,
    })
    this.name = 'DocCodeUnavailable'
  }
}

/** Yjs, once loaded (`loadYjs`); throws before. */
export function yjs(): DocKit['Y'] {
  if (!kit) throw notLoaded()
  return kit.Y
}

/** y-indexeddb's helpers, once loaded (`loadYjs`); throws before. */
export function yIndexeddb(): DocKit['idb'] {
  if (!kit) throw notLoaded()
  return kit.idb
}

// Yjs and y-indexeddb together: the code a document needs. The page loads it only when a
// document is first needed (`load-yjs.ts`), so a start from rows fetches none of it. Importing
// it makes it available to `yjs()` at once: modules that are themselves loaded later (a note's
// text binding, sync, workspace files) and workers import it for that, beside their own
// `import * as Y from 'yjs'` (a namespace re-exported from here would keep all of Yjs).
import { clearDocument, fetchUpdates, PREFERRED_TRIM_SIZE, storeState } from 'y-indexeddb'
import * as Y from 'yjs'
import { installYjs, type DocKit } from './yjs'

// The parts named one by one (a namespace held as a value would keep all of Yjs in the build).
export const kit: DocKit = {
  Y: {
    applyUpdate: Y.applyUpdate,
    decodeStateVector: Y.decodeStateVector,
    decodeUpdate: Y.decodeUpdate,
    Doc: Y.Doc,
    encodeStateAsUpdate: Y.encodeStateAsUpdate,
    encodeStateVector: Y.encodeStateVector,
    Map: Y.Map,
    mergeUpdates: Y.mergeUpdates,
    Text: Y.Text,
    transact: Y.transact,
    UndoManager: Y.UndoManager,
    YMapEvent: Y.YMapEvent,
  },
  idb: { clearDocument, fetchUpdates, PREFERRED_TRIM_SIZE, storeState },
}
installYjs(kit)

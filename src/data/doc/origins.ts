import type * as Y from 'yjs'
import { yjs } from './yjs'
import { COLLECTIONS } from '../collections'
import type { ChangeOrigin } from './changes'
import { collectionTypes } from './records-in-doc'

/** Origin of the user's own edits: the undo manager tracks these and nothing else. */
export const LOCAL_ORIGIN = Symbol('local')

/** Origin of bookkeeping writes (an edit time) that undo must skip. */
export const TOUCH_ORIGIN = Symbol('touch')

/** Origin of text typed into a field with an undo history of its own, which undo skips too. */
export const TYPING_ORIGIN = Symbol('typing')

const ORIGINS: Record<ChangeOrigin, symbol> = {
  local: LOCAL_ORIGIN,
  touch: TOUCH_ORIGIN,
  typing: TYPING_ORIGIN,
}

/** The origin of a change's transaction on a document. */
export const originSymbol = (origin: ChangeOrigin) => ORIGINS[origin]

/**
 * The undo manager of a workspace document's records: it tracks the user's own edits
 * (`LOCAL_ORIGIN`, or the origin of one page's edits in a document's owner, which several pages
 * share). Its edits merge into one item until `stopCapturing`, which each new undo step calls
 * (`undo-steps.ts`): never by time.
 */
export const recordsUndoManager = (doc: Y.Doc, origin: unknown = LOCAL_ORIGIN) =>
  new (yjs().UndoManager)(
    COLLECTIONS.flatMap((name) => collectionTypes(doc, name)),
    { trackedOrigins: new Set([origin]), captureTimeout: Number.POSITIVE_INFINITY },
  )

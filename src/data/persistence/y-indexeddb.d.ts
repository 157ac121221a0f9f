declare module 'y-indexeddb' {
  import type * as Y from 'yjs'
  export const PREFERRED_TRIM_SIZE: number
  /** The fields y-indexeddb's helpers read and write on a persistence object. */
  export interface IdbPersistenceLike {
    doc: Y.Doc
    db: IDBDatabase | null
    _dbref: number
    _dbsize: number
    _destroyed: boolean
  }
  export function fetchUpdates(
    persistence: IdbPersistenceLike,
    beforeApplyUpdatesCallback?: (store: IDBObjectStore) => void,
    afterApplyUpdatesCallback?: (store: IDBObjectStore) => void,
  ): Promise<IDBObjectStore>
  export function storeState(persistence: IdbPersistenceLike, forceStore?: boolean): Promise<void>
  export function clearDocument(name: string): Promise<void>
}

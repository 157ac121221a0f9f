import type { CollectionName, CollectionRecords } from './collections'
import type { CollectionStore } from './collection-store'
import type { IdbPersistence } from './persistence/idb-persistence'
import { Repository } from './repository'
import type { RowReads } from './row-reads'
import type { RowRange } from './row-query'
import type { WorkspaceCommands } from './workspace-commands'
import type { WorkspaceStores } from './workspace-stores'

/**
 * What a workspace gives of its records (`WorkspaceHandle`): the collections' stores, the rows
 * read without the document, the repositories, and reading again what is shown. How it opens,
 * decodes its document and turns read-only: `Workspace`, which extends this.
 */
export abstract class WorkspaceRecords {
  abstract readonly persistence: IdbPersistence
  /** Records read from the row store, without the document (`row-reads.ts`). */
  abstract readonly reads: RowReads
  /** Where writes (and edited texts) go while the page has no document (`workspace-commands.ts`). */
  abstract readonly commands: WorkspaceCommands
  /** What the page holds of each collection (`workspace-stores.ts`). */
  protected abstract readonly stores: WorkspaceStores
  private repositories = new Map<CollectionName, Repository<CollectionName>>()
  /** Reads the rows shown again once they are complete (`readAgainWhenComplete`), if it does. */
  protected readAgain: (() => void) | null = null

  /** The rows stopped being complete (a bulk change through the owner): read what is shown again. */
  rowsReset = () => {
    if (this.readAgain) return this.readAgain()
    this.readShownAgain()
  }

  /** Reads what is shown again from the rows, now, with the commands not stored shown over it. */
  readShownAgain = () => {
    this.persistence.rowFeed.announce({ reset: true })
    this.commands.showPending()
  }

  storeIfReady<K extends CollectionName>(name: K): CollectionStore<K> | null {
    return this.stores.ifReady(name)
  }

  known<K extends CollectionName>(name: K, id: string): CollectionRecords[K] | undefined {
    return this.stores.known(name, id)
  }

  knownRecords<K extends CollectionName>(name: K): readonly CollectionRecords[K][] {
    return this.stores.knownRecords(name)
  }

  complete<K extends CollectionName>(name: K): Promise<CollectionStore<K>> {
    return this.stores.complete(name)
  }

  rowsToFollow(name: CollectionName) {
    return this.stores.heldWhole(name) ? null : this.reads.toFollow(name)
  }

  countRows(index: RowRange['index'], ranges: readonly (readonly [IDBValidKey, IDBValidKey])[]) {
    return this.reads.counts(index, ranges)?.counts ?? null
  }

  store<K extends CollectionName>(name: K): CollectionStore<K> {
    return this.stores.whole(name)
  }

  repository<K extends CollectionName>(name: K): Repository<K> {
    let repository = this.repositories.get(name)
    if (!repository)
      this.repositories.set(name, (repository = new Repository(this.commands.host, name)))
    return repository as unknown as Repository<K>
  }

  /** Records in a collection right now. */
  records<K extends CollectionName>(name: K): readonly CollectionRecords[K][] {
    return this.store(name).getAll()
  }
}

import { yIndexeddb } from '../doc/yjs'
import type { IdbPersistence } from './idb-persistence'
import { InAPause } from './in-a-pause'
import { compactInWorker } from './in-worker'

/**
 * Merging a document's stored updates into one, in a pause (`in-a-pause.ts`): in a worker from
 * the stored bytes (`compact-log.ts`; encoding a large document's state on the page held it for
 * hundreds of ms), or where that fails y-indexeddb's way, from the page's document.
 */
export class LogCompaction {
  /** Where stored updates are merged away from the page (a worker); null: on the page. */
  static elsewhere = compactInWorker

  private readonly pause = new InAPause(() => this.run())
  /** The next run merges whatever is stored, however few the updates (`soon`). */
  private whole = false

  constructor(
    private readonly persistence: IdbPersistence,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** After a write: merges once y-indexeddb's trim size is reached. */
  ask() {
    this.pause.ask()
  }

  /**
   * After a change that left much of what is stored obsolete (a migration that rewrote every
   * record): until merged, each load decodes both.
   */
  soon() {
    this.whole = true
    this.pause.ask()
  }

  cancel() {
    this.pause.cancel()
  }

  private run() {
    const persistence = this.persistence
    if (persistence._destroyed) return
    // y-indexeddb merges only past PREFERRED_TRIM_SIZE updates unless told to.
    const whole = this.whole
    this.whole = false
    if (!whole && persistence._dbsize < yIndexeddb().PREFERRED_TRIM_SIZE) return
    const here = () => yIndexeddb().storeState(persistence, whole).catch(this.onError)
    if (!LogCompaction.elsewhere) return void here()
    LogCompaction.elsewhere(persistence.name).then(
      () => (persistence._dbsize = 1),
      (error: unknown) => {
        if (persistence._destroyed) return
        console.warn('Hearth merges its stored changes on the page instead', error)
        void here()
      },
    )
  }
}

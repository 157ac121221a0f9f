import type { IdbPersistence } from './persistence/idb-persistence'
import type { RowFeed } from './persistence/row-feed'
import { followRows, whenRowsComplete } from './persistence/rows-broadcast'

/**
 * What a tab without its document does when its rows stop being complete (a bulk change, here
 * through its owner or in another tab): it waits until the tab or owner building them again has
 * them complete (`whenRowsComplete`), showing what it has meanwhile (this tab's own writes
 * among it), then announces a reset on its feed, so that what it shows is read again. Resets
 * meanwhile are read again once after. `onIncomplete`: they still are not complete (the tab
 * building them closed halfway), or cannot be read: the document must serve.
 */
export function readAgainWhenComplete(
  persistence: IdbPersistence,
  hasDoc: () => boolean,
  onIncomplete: () => void,
  /** Right after the reset, in its task (`DocCommands.showPending`). */
  afterReset: () => void = () => {},
): () => void {
  let waiting = false
  let again = false
  const readAgain = () => {
    if (waiting) return void (again = true)
    const { db } = persistence
    // Closed: nothing to read again.
    if (!db || persistence._destroyed) return
    waiting = true
    const done = (complete: boolean) => {
      waiting = false
      if (hasDoc() || persistence._destroyed) return
      if (!complete) return onIncomplete()
      persistence.rowFeed.announce({ reset: true })
      afterReset()
      if (again) {
        again = false
        readAgain()
      }
    }
    whenRowsComplete(db)
      .then((complete) => (complete ? persistence.readMore().then(() => true) : false))
      .then(done, () => !persistence._destroyed && !hasDoc() && onIncomplete())
  }
  return readAgain
}

/**
 * Before the document, other tabs' changes arrive as rows (`followRows`) into the row feed.
 * The log they stored is read too, before their rows show, so that decoding for a write on what
 * they show finds it. `onReset`: the rows cannot serve any longer (a failed read; another tab's
 * bulk change, unless `onResetMessage` handles that: `readAgainWhenComplete`). Returns the
 * function that stops following (once decoded: the document follows).
 */
export function followOtherTabs(
  persistence: IdbPersistence,
  hasDoc: () => boolean,
  onReset: () => void,
  /** What of a change to show (not the records this tab's commands wait for: `DocCommands`). */
  shown: (change: RowFeed) => RowFeed = (change) => change,
  onResetMessage: () => void = onReset,
): () => void {
  const { db, rowFeed } = persistence
  const stop = followRows(
    db!,
    (change) =>
      void persistence.readMore().then(() => !hasDoc() && rowFeed.announce(shown(change)), onReset),
    onReset,
    onResetMessage,
  )
  // What was stored between boot.js's read and now.
  void persistence.readMore().catch(onReset)
  return stop
}

/**
 * What a start from rows follows until the document is decoded (`stop`): other tabs' rows
 * (`followOtherTabs`); and, with an owner to write to, a bulk change's rows waited for and read
 * again once complete, not decoded (`readAgain`, null without an owner: decode then).
 */
export function followUntilDecoded(
  persistence: IdbPersistence,
  hasDoc: () => boolean,
  decode: () => void,
  commands: { shown: (change: RowFeed) => RowFeed; showPending: () => void } | null,
) {
  const readAgain =
    commands && readAgainWhenComplete(persistence, hasDoc, decode, commands.showPending)
  const shown = commands?.shown
  return {
    readAgain,
    stop: followOtherTabs(persistence, hasDoc, decode, shown, readAgain ?? decode),
  }
}

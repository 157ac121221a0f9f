import type { Bookmark } from '@/data/records/bookmark'
import { openRows, type RowsChange, type RowsReader } from '@/data/rows'
import { newBookmarkWords, sameWords, toIndexed, type BookmarkWords } from './bookmark-words'

/** What the page asks the bookmarks search worker (`search.worker.ts`). */
export type SearchRequest =
  { type: 'open'; database: string } | { type: 'search'; id: number; text: string }

/** What it answers: its index is ready (or cannot be), a search's ids, or the bookmarks changed. */
export type SearchAnswer =
  | { type: 'ready' }
  | { type: 'unavailable' }
  | { type: 'result'; id: number; ids: string[] | null }
  | { type: 'changed' }

/**
 * The bookmarks search worker's work, apart from the worker so it can be tested: it reads the
 * workspace's rows from IndexedDB itself (the page sends no bookmarks), indexes their words,
 * follows every committed change of rows from any tab, and answers searches with ids, best
 * first. Rows that are not complete yet (a workspace being indexed after an update) make it
 * answer 'unavailable' (the page searches itself meanwhile) until they are.
 */
export function createSearchService(post: (answer: SearchAnswer) => void) {
  let reader: RowsReader | null = null
  let words: BookmarkWords = newBookmarkWords()
  let indexed = new Map<string, Bookmark>()
  let ready = false
  // Changes apply one after another, each after the reading before it.
  let queue: Promise<void> = Promise.resolve()

  const load = async () => {
    const rows = await reader!.all('bookmarks')
    const fresh = newBookmarkWords()
    const map = new Map<string, Bookmark>()
    const documents = rows.map((row) => {
      const bookmark = row.r as unknown as Bookmark
      map.set(bookmark.id, bookmark)
      return toIndexed(bookmark)
    })
    await fresh.addAllAsync(documents, { chunkSize: 1000 })
    words = fresh
    indexed = map
  }

  const apply = async (change: RowsChange) => {
    if ('all' in change) {
      // Rebuilt: read again, and answer from now on if this is the first time rows are whole.
      await load()
      if (!ready) {
        ready = true
        post({ type: 'ready' })
      }
      return
    }
    if (!ready) return
    const keys = change.changed.filter(([collection]) => collection === 'bookmarks')
    if (!keys.length) return
    const rows = await reader!.get(keys)
    keys.forEach(([, id], i) => {
      const before = indexed.get(id)
      const row = rows[i]
      if (!row) {
        if (before) {
          words.discard(id)
          indexed.delete(id)
        }
        return
      }
      const bookmark = row.r as unknown as Bookmark
      indexed.set(id, bookmark)
      // Moved or reordered only: its words are the same.
      if (before && sameWords(before, bookmark)) return
      if (before) words.discard(id)
      words.add(toIndexed(bookmark))
    })
  }

  const open = async (database: string) => {
    reader = await openRows(database)
    if (!reader) return post({ type: 'unavailable' })
    // Heard from now on, applied after the first reading.
    reader.onChange((change) => {
      queue = queue
        .then(() => apply(change))
        .then(
          () => {
            if (ready) post({ type: 'changed' })
          },
          (error: unknown) => console.warn('The bookmarks search could not follow a change', error),
        )
    })
    if (!reader.complete) return post({ type: 'unavailable' })
    queue = queue.then(load)
    await queue
    ready = true
    post({ type: 'ready' })
  }

  return {
    async handle(request: SearchRequest) {
      if (request.type === 'open') await open(request.database)
      else
        post({
          type: 'result',
          id: request.id,
          ids: ready ? words.search(request.text).map((result) => result.id as string) : null,
        })
    },
    close() {
      reader?.close()
    },
  }
}

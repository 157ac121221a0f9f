import type { Note } from '@/data/records/note'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import type { FeedChange } from '@/lib/search-index/index-server'
import { noteMeta, sameMeta, type NoteMeta } from './note-selectors'
import { notesRowsIndexFor } from './notes-index'
import type { NoteTerms } from './notes-index-text'

/** How long after a change the notes' metas are asked for again (changes in between go with it). */
const AGAIN_MS = 200

const META: NoteTerms = { meta: true }

/**
 * Every note's `NoteMeta` outside the Trash, asked of the worker that reads the notes' rows
 * (`NOTE_ROWS`), for the pages of one workspace: a note's `[[link]]` targets and tag suggestions
 * without reading every note (and its text) onto the page. Asked again, a moment later, after a
 * change of a note's title, tags, pin or Trash, or a reset of the rows; not as the open note's
 * text is typed. Its value: undefined until the first answer; null where the rows cannot answer
 * (the page holds every note, or the rows are not complete): read the notes on the page then.
 */
class NoteMetasFromRows {
  private value: readonly NoteMeta[] | null | undefined = undefined
  private readonly listeners = new Set<() => void>()
  private known = new Map<string, NoteMeta>()
  private stop: (() => void) | null = null
  private again: ReturnType<typeof setTimeout> | null = null
  private asked = 0

  constructor(private readonly workspace: WorkspaceHandle) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    if (this.listeners.size === 1) this.start()
    return () => {
      this.listeners.delete(listener)
      if (!this.listeners.size) this.end()
    }
  }

  /** Null at once where the rows cannot answer (no wait for a first subscriber to find out). */
  get = () => {
    if (this.value !== undefined || this.stop) return this.value
    return this.workspace.rowsToFollow('notes') ? undefined : null
  }

  private start() {
    const rows = this.workspace.rowsToFollow('notes')
    if (!rows) return this.set(null)
    const index = notesRowsIndexFor(this.workspace, rows)
    const ask = () => {
      this.again = null
      const asked = ++this.asked
      void index.search('', { select: META }).then((found) => {
        if (asked !== this.asked || !this.stop) return
        const metas = found as NoteMeta[] | null
        this.known = new Map(metas?.map((meta) => [meta.id, meta]))
        this.set(metas)
      })
    }
    const askSoon = () => void (this.again ??= setTimeout(ask, AGAIN_MS))
    const stopFeed = rows.subscribe((change) => this.changed(change) && askSoon())
    this.stop = () => {
      stopFeed()
      if (this.again) clearTimeout(this.again)
      this.again = null
    }
    ask()
  }

  /** Whether a change of the rows changes what is known: a meta, a note gone, a reset. */
  private changed(change: FeedChange): boolean {
    if ('reset' in change) return true
    if (change.remove.some(([collection]) => collection === 'notes')) return true
    return change.put.some((row) => {
      if (row.c !== 'notes') return false
      const meta = noteMeta(row.r as unknown as Note)
      const now = meta && meta.trashedAt === null ? meta : null
      return !sameMeta(this.known.get(row.id) ?? null, now)
    })
  }

  private end() {
    this.stop?.()
    this.stop = null
    this.asked++
    this.value = undefined
  }

  private set(value: readonly NoteMeta[] | null) {
    this.value = value
    for (const listener of [...this.listeners]) listener()
  }
}

const sources = new WeakMap<WorkspaceHandle, NoteMetasFromRows>()

/** The notes' metas from rows for a workspace, shared by every reader of its pages. */
export function noteMetasFromRows(workspace: WorkspaceHandle): NoteMetasFromRows {
  let source = sources.get(workspace)
  if (!source) sources.set(workspace, (source = new NoteMetasFromRows(workspace)))
  return source
}

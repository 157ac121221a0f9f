import { startTransition, useEffect, useState } from 'react'
import type { BookmarksIndex } from './bookmark-search'
import type { SearchAnswer, SearchRequest } from './search-service'

/** What the Bookmarks screen and the palette search with: the worker's index or the page's own. */
export interface TextIndex {
  /** Whether searches are answered from a full index (otherwise text is matched as typed). */
  readonly ready: boolean
  /** Who answers: the worker, the page's own index, or not known yet. */
  readonly mode: 'worker' | 'page' | 'opening'
  prepare(): Promise<void>
  /** Ids for `text`, best first, when known now; null to match text as typed meanwhile. */
  searchText(text: string): string[] | null
  /** Ids for `text`, best first, once answered; null without an index. */
  search(text: string): Promise<string[] | null>
  /** Told when answers change (an answer arrived, the bookmarks changed). */
  subscribe(listener: () => void): () => void
  version(): number
}

/** Answers kept, by text: a screen asks again on every render. */
const KEPT = 64

/**
 * The bookmarks search index in a worker (`search.worker.ts`), which reads the rows itself: the
 * page no longer holds an index of every bookmark's words nor builds it. A search is a message;
 * until its answer comes the screen keeps the last answer, then shows the new one. When the
 * worker cannot index (no rows yet, no workers, an error) the page's own index answers.
 */
export class WorkerBookmarksIndex implements TextIndex {
  mode: 'opening' | 'worker' | 'page' = 'opening'
  private worker: Worker | null
  private answers = new Map<string, string[]>()
  private last: string[] | null = null
  private asked = new Map<number, { text: string; resolve: (ids: string[] | null) => void }>()
  private asking = new Set<string>()
  private next = 0
  private listeners = new Set<() => void>()
  private changes = 0
  private resolveOpened!: () => void
  private readonly opened = new Promise<void>((resolve) => (this.resolveOpened = resolve))

  constructor(
    database: string,
    private readonly page: BookmarksIndex,
    makeWorker: () => Worker,
  ) {
    let worker: Worker | null = null
    try {
      worker = makeWorker()
      worker.onmessage = (event: MessageEvent<SearchAnswer>) => this.receive(event.data)
      worker.onerror = () => this.usePage()
      worker.postMessage({ type: 'open', database } satisfies SearchRequest)
    } catch {
      worker = null
    }
    this.worker = worker
    if (!worker) this.usePage()
  }

  get ready() {
    return this.mode === 'worker' || (this.mode === 'page' && this.page.ready)
  }

  async prepare() {
    await this.opened
    if (this.mode === 'page') await this.page.prepare()
    this.notify()
  }

  private usePage() {
    this.mode = 'page'
    this.resolveOpened()
    // Searches waiting for the worker get no answer from it now.
    for (const { resolve } of this.asked.values()) resolve(null)
    this.asked.clear()
    this.asking.clear()
    this.notify()
  }

  private receive(answer: SearchAnswer) {
    if (answer.type === 'ready') {
      this.mode = 'worker'
      this.answers.clear()
      this.resolveOpened()
      this.notify()
    } else if (answer.type === 'unavailable') {
      // The page answers until the worker says it is ready (its rows were being built).
      this.mode = 'page'
      this.resolveOpened()
      this.notify()
    } else if (answer.type === 'changed') {
      this.answers.clear()
      this.notify()
    } else {
      const asked = this.asked.get(answer.id)
      if (!asked) return
      this.asked.delete(answer.id)
      this.asking.delete(asked.text)
      if (answer.ids) {
        if (this.answers.size >= KEPT) this.answers.clear()
        this.answers.set(asked.text, answer.ids)
        this.last = answer.ids
      }
      asked.resolve(answer.ids)
      this.notify()
    }
  }

  searchText(text: string): string[] | null {
    if (this.mode === 'page') return this.page.searchText(text)
    if (this.mode !== 'worker') return null
    const known = this.answers.get(text)
    if (known) return known
    if (!this.asking.has(text)) void this.ask(text)
    return this.last
  }

  async search(text: string): Promise<string[] | null> {
    await this.opened
    if (this.mode === 'page') {
      await this.page.prepare()
      return this.page.searchText(text)
    }
    return this.answers.get(text) ?? this.ask(text)
  }

  private ask(text: string): Promise<string[] | null> {
    return new Promise((resolve) => {
      if (!this.worker || this.mode !== 'worker') return resolve(null)
      const id = ++this.next
      this.asked.set(id, { text, resolve })
      this.asking.add(text)
      this.worker.postMessage({ type: 'search', id, text } satisfies SearchRequest)
    })
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  version = () => this.changes

  private notify() {
    this.changes++
    for (const listener of [...this.listeners]) listener()
  }

  terminate() {
    this.worker?.terminate()
    this.worker = null
    this.usePage()
  }
}

/**
 * Counts an index's answers, for the screen to search again when one comes: as a transition,
 * so rendering an answer's results never holds up the keys typed meanwhile (an external
 * store's update renders at once, in the way of the next key's frame: with 10,000 bookmarks a
 * search key's next frame went from 7 to 17-21 ms at p95 that way).
 */
export function useAnswers(index: TextIndex): number {
  const [answers, setAnswers] = useState(() => index.version())
  useEffect(() => {
    const update = () => startTransition(() => setAnswers(index.version()))
    update()
    return index.subscribe(update)
  }, [index])
  return answers
}

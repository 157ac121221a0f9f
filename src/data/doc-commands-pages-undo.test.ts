// @vitest-environment happy-dom
import * as fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import {
  distinctMilliseconds,
  mirrorPage,
  pageOp,
  shape,
  storedTodos,
  storedWithCopy,
  todosOf,
  twoPages,
} from './owner-undo-testing'
import { openTodos, settled, storeWorkspace } from '@/testing/rows-start'

// Two pages writing through one owner of the document (a SharedWorker's): each undoes only its
// own steps, and shows what the owner stored.

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
  vi.restoreAllMocks()
})

let run = 0

describe('two pages writing through one owner', () => {
  it('each undoes only its own steps: what is stored is what the same edits do to a document', async () => {
    distinctMilliseconds()
    await fc.assert(
      fc.asyncProperty(fc.array(pageOp, { minLength: 1, maxLength: 14 }), async (ops) => {
        const id = `two-pages-${run++}`
        const { expected } = await storedWithCopy(id)
        const { pages, histories } = await twoPages(id)
        const mirrors = [mirrorPage(expected), mirrorPage(expected)]
        const { ids, read } = todosOf(expected)
        for (const step of ops) {
          // Each page has heard of the other's last edit: it edits what it shows (a page that
          // has not yet leaves unchanged what it shows unchanged, which the test's document,
          // reading the latest, would not).
          await new Promise((resolve) => setTimeout(resolve, 20))
          const page = pages[step.page]!.repository('todos')
          const mirror = mirrors[step.page]!
          if (step.kind === 'undo' || step.kind === 'redo') {
            // What a step changed may since have been overwritten by the other page: the
            // histories may then differ in what they say, not in what they leave.
            histories[step.page]?.[step.kind]()
            if (step.kind === 'undo') mirror.undo.undo()
            else mirror.undo.redo()
          } else if (step.kind === 'create') {
            const created = page.create({ title: step.title })
            mirror.repository.create({ title: step.title, id: created.id, order: created.order })
          } else {
            const live = ids().filter((todoId) => read(todoId))
            const target = live[step.pick % Math.max(1, live.length)]
            if (!target) continue
            const patch =
              step.kind === 'rename' ? { title: step.title } : { done: !read(target)?.done }
            page.update(target, patch)
            mirror.repository.update(target, patch)
          }
        }
        const want = ids()
          .flatMap((todoId) => read(todoId) ?? [])
          .map(shape)
          .sort()
        for (const page of pages) await page.close()
        expect(await storedTodos(id)).toEqual(want)
      }),
      {
        numRuns: 25,
        examples: [
          // Found by it (seed 475327730): the second page's last step, overwritten by the first
          // page since its undo, is redone without a change, so the owner kept no item for it;
          // its undo changes nothing and takes the step before it along, as the page's history
          // counts them (the owner did nothing at all, the step before it stayed done).
          [
            [
              { page: 1, kind: 'rename', pick: 0, title: '' },
              { page: 1, kind: 'rename', pick: 0, title: '' },
              { page: 1, kind: 'undo' },
              { page: 0, kind: 'rename', pick: 0, title: '' },
              { page: 1, kind: 'redo' },
              { page: 1, kind: 'undo' },
            ],
          ],
        ],
      },
    )
  }, 180_000)
})

describe('an undo whose step another page overwrote', () => {
  it('takes the step before it along, as the page shows, and each is redone in turn', async () => {
    const id = 'undo-overwritten'
    const { list } = await storeWorkspace(id)
    const { pages, histories } = await twoPages(id)
    const shown = pages.map((page) => page.reads.query('todos', openTodos(list.id))!)
    for (const query of shown) await settled(query)
    const titles = (n: number) => shown[n]!.records.map((todo) => todo.title).sort()
    const [x, y] = [...shown[0]!.records].sort((a, b) => a.title.localeCompare(b.title))
    const heard = () => new Promise((resolve) => setTimeout(resolve, 30))
    pages[0]!.repository('todos').update(x!.id, { title: 'X by the first' })
    await heard()
    pages[0]!.repository('todos').update(y!.id, { title: 'Y by the first' })
    await heard()
    pages[1]!.repository('todos').update(y!.id, { title: 'Y by the second' })
    await heard()
    expect(titles(0)).toEqual(['X by the first', 'Y by the second'])
    // The first page's last step changes nothing now: the owner undoes the one before it too,
    // and the page's history counts both undone.
    expect(histories[0]!.undo()).toBe(true)
    await heard()
    const stored = [x!.title, 'Y by the second'].sort()
    expect(titles(0)).toEqual(stored)
    expect(titles(1)).toEqual(stored)
    expect(histories[0]!.undo()).toBe(false)
    // Redone in turn: the first brings X back, the second (overwritten) changes nothing.
    expect(histories[0]!.redo()).toBe(true)
    await heard()
    expect(titles(0)).toEqual(['X by the first', 'Y by the second'])
    expect(histories[0]!.redo()).toBe(true)
    await heard()
    expect(titles(0)).toEqual(['X by the first', 'Y by the second'])
    expect(titles(1)).toEqual(['X by the first', 'Y by the second'])
    expect(histories[0]!.redo()).toBe(false)
    for (const page of pages) await page.close()
  })
})

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { until } from '@/testing/until'
import type { Change } from './doc/changes'
import { DocumentHost } from './document-host'
import type { HostAnswer, HostRequest } from './host-protocol'
import type { RowFeed } from './persistence/row-feed'
import { readKeys } from './persistence/rows-broadcast'
import { OwnerDocuments } from './owner-document'
import { Workspace, workspaceDbName } from './workspace'

// One owner of the documents for every tab of the origin (a SharedWorker): each page has a
// `DocumentHost` of its own over the same `OwnerDocuments`. Pages share one decoded document;
// each keeps its own undo history, texts and answers.

afterEach(() => localStorage.clear())

const todo = (id: string, title: string) => ({
  id,
  title,
  listId: null,
  completed: false,
  order: 'a0',
  createdAt: 1,
  updatedAt: 1,
})
const write = (id: string, title: string): Change => ({
  collection: 'todos',
  write: [todo(id, title)],
})

/** A page of the owner: what it is told, and a way to send it requests. */
function pageOf(
  documents: OwnerDocuments,
  name: string,
  /** Runs in the task each answer comes in, as a page's handler does. */
  onAnswer: (answer: HostAnswer) => void = () => {},
) {
  const answers: HostAnswer[] = []
  const host = new DocumentHost((answer) => {
    answers.push(answer)
    onAnswer(answer)
  }, documents)
  host.receive({ open: name })
  let seq = 0
  return {
    answers,
    host,
    send(request: Omit<Extract<HostRequest, { seq: number }>, 'seq'>) {
      host.receive({ ...request, seq: ++seq } as HostRequest)
      return seq
    },
    receive: (request: HostRequest) => host.receive(request),
    /** Waits for the command `n` to be stored. */
    stored: (n: number) =>
      until(() => answers.some((a) => 'stored' in a && a.stored === n), `command ${n} stored`),
    /** Every row put that the page heard as news (not as an answer of its own). */
    news: () =>
      answers.flatMap((a) =>
        'rows' in a && a.rows && !('stored' in a) && !('replayed' in a) && !('reset' in a.rows)
          ? a.rows.put.map((row) => row.r.title as string)
          : [],
      ),
  }
}

async function titles(id: string) {
  const workspace = await Workspace.open(id)
  const stored = workspace
    .records('todos')
    .map((t) => t.title)
    .sort()
  await workspace.close()
  return stored
}

describe('pages that share one owner', () => {
  it('write to one document, and each hears the rows of the other’s writes', async () => {
    await (await Workspace.open('pages-1')).close()
    const name = workspaceDbName('pages-1')
    const documents = new OwnerDocuments()
    const a = pageOf(documents, name)
    const b = pageOf(documents, name)
    await a.stored(a.send({ change: write('todo:a', 'From A'), origin: 'local' }))
    await b.stored(b.send({ change: write('todo:b', 'From B'), origin: 'local' }))
    // Each heard the other's write, and not its own, as news.
    expect(a.news()).toEqual(['From B'])
    expect(b.news()).toEqual(['From A'])
    // One document for both: the second page found it loaded.
    expect(a.answers.filter((x) => 'loaded' in x)).toHaveLength(1)
    expect(b.answers.filter((x) => 'loaded' in x)).toHaveLength(1)
    await a.host.close()
    await b.host.close()
    expect(await titles('pages-1')).toEqual(['From A', 'From B'])
  })

  it('hear the other’s change once its rows are stored: a read of the rows then finds it', async () => {
    await (await Workspace.open('pages-news')).close()
    const name = workspaceDbName('pages-news')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const documents = new OwnerDocuments()
    const b = pageOf(documents, name)
    await b.stored(b.send({ change: write('todo:b', 'Before'), origin: 'local' }))
    // What a page showing the todo does as it hears news of it: read its row again (`RowPage`).
    const readsOnNews: Promise<RowFeed>[] = []
    const a = pageOf(documents, name, (answer) => {
      if ('rows' in answer && !('stored' in answer) && !('replayed' in answer))
        readsOnNews.push(readKeys(db, [['todos', 'todo:b']]))
    })
    await until(() => a.answers.some((x) => 'loaded' in x))
    for (const title of ['Once', 'Twice', 'Thrice'])
      await b.stored(b.send({ change: write('todo:b', title), origin: 'local' }))
    await until(() => readsOnNews.length === 3, 'three changes heard')
    const read = await Promise.all(readsOnNews)
    expect(read.map((rows) => ('put' in rows ? rows.put[0]?.r.title : 'reset'))).toEqual([
      'Once',
      'Twice',
      'Thrice',
    ])
    expect(a.news()).toEqual(['Once', 'Twice', 'Thrice'])
    db.close()
    await a.host.close()
    await b.host.close()
  })

  it('undo each page’s own steps only', async () => {
    await (await Workspace.open('pages-undo')).close()
    const name = workspaceDbName('pages-undo')
    const documents = new OwnerDocuments()
    const a = pageOf(documents, name)
    const b = pageOf(documents, name)
    await a.stored(a.send({ change: write('todo:a', 'From A'), origin: 'local', step: 1 }))
    await b.stored(b.send({ change: write('todo:b', 'From B'), origin: 'local', step: 1 }))
    a.receive({ undo: true, step: 1 })
    await until(() => a.answers.some((x) => 'replayed' in x), 'the undo answered')
    const undone = a.answers.find((x) => 'replayed' in x)
    expect(undone).toMatchObject({ rows: { remove: [['todos', 'todo:a']] } })
    // The other page heard that its neighbour's todo went.
    await until(() =>
      b.answers.some(
        (x) =>
          'rows' in x &&
          x.rows !== undefined &&
          !('reset' in x.rows) &&
          x.rows.remove.some((k) => k[1] === 'todo:a'),
      ),
    )
    await a.host.close()
    await b.host.close()
    expect(await titles('pages-undo')).toEqual(['From B'])
  })

  it('answer an undo with its rows as stored: a change another page made meanwhile is what shows', async () => {
    await (await Workspace.open('pages-undo-now')).close()
    const name = workspaceDbName('pages-undo-now')
    const documents = new OwnerDocuments()
    const a = pageOf(documents, name)
    const b = pageOf(documents, name)
    await a.stored(a.send({ change: write('todo:a', 'Before'), origin: 'local', step: 1 }))
    await a.stored(a.send({ change: write('todo:a', 'Renamed'), origin: 'local', step: 2 }))
    // The undo takes the title back to 'Before'; in the same task, before it is stored, the
    // other page names the todo 'Later'.
    a.receive({ undo: true, step: 2 })
    const later = b.send({ change: write('todo:a', 'Later'), origin: 'local' })
    await until(() => a.answers.some((x) => 'replayed' in x), 'the undo answered')
    const undone = a.answers.find((x) => 'replayed' in x)
    expect(undone).toMatchObject({ rows: { put: [{ id: 'todo:a', r: { title: 'Later' } }] } })
    await b.stored(later)
    await a.host.close()
    await b.host.close()
    expect(await titles('pages-undo-now')).toEqual(['Later'])
  })

  it('undo and redo only the step the page names: one that changed nothing is not taken for the one before', async () => {
    await (await Workspace.open('pages-empty-step')).close()
    const name = workspaceDbName('pages-empty-step')
    const a = pageOf(new OwnerDocuments(), name)
    await a.stored(a.send({ change: write('todo:a', 'Kept'), origin: 'local', step: 1 }))
    // Step 2 deletes a todo another tab deleted first: the document does not change.
    const gone: Change = { collection: 'todos', remove: ['todo:gone'] }
    await a.stored(a.send({ change: gone, origin: 'local', step: 2 }))
    const replayed = () => a.answers.filter((x) => 'replayed' in x)
    const removed = (answer: HostAnswer | undefined) =>
      answer && 'rows' in answer && answer.rows && !('reset' in answer.rows)
        ? answer.rows.remove.map((key) => key[1])
        : []
    const put = (answer: HostAnswer | undefined) =>
      answer && 'rows' in answer && answer.rows && !('reset' in answer.rows)
        ? answer.rows.put.map((row) => row.r.title)
        : []
    // Undoing step 2 leaves step 1 alone; undoing step 1 then takes the todo back.
    a.receive({ undo: true, step: 2 })
    await until(() => replayed().length === 1, 'the first undo answered')
    expect(removed(replayed()[0])).toEqual([])
    a.receive({ undo: true, step: 1 })
    await until(() => replayed().length === 2, 'the second undo answered')
    expect(removed(replayed()[1])).toEqual(['todo:a'])
    // Redone in turn: step 1 brings it back, step 2 changes nothing.
    a.receive({ redo: true, step: 1 })
    await until(() => replayed().length === 3, 'the first redo answered')
    expect(put(replayed()[2])).toEqual(['Kept'])
    a.receive({ redo: true, step: 2 })
    await until(() => replayed().length === 4, 'the second redo answered')
    expect(put(replayed()[3])).toEqual([])
    await a.host.close()
    expect(await titles('pages-empty-step')).toEqual(['Kept'])
  })

  it('keep the document open while any page has it: the last to go stores and closes it', async () => {
    await (await Workspace.open('pages-close')).close()
    const name = workspaceDbName('pages-close')
    const documents = new OwnerDocuments()
    const a = pageOf(documents, name)
    await a.stored(a.send({ change: write('todo:a', 'Before'), origin: 'local' }))
    const b = pageOf(documents, name)
    // The first page goes right after a write: the other page's owner stores it.
    a.send({ change: write('todo:a2', 'As A went'), origin: 'local' })
    await a.host.close()
    await b.stored(b.send({ change: write('todo:b', 'After'), origin: 'local' }))
    // A page that comes now shares the same document (no second load of the database).
    const c = pageOf(documents, name)
    await until(() => c.answers.some((x) => 'loaded' in x))
    expect(b.news()).toEqual(['As A went'])
    await b.host.close()
    await c.host.close()
    expect(await titles('pages-close')).toEqual(['After', 'As A went', 'Before'])
    // Opened again once every page went: read from what was stored.
    const d = pageOf(documents, name)
    await d.stored(d.send({ change: write('todo:d', 'Later'), origin: 'local' }))
    await d.host.close()
    expect(await titles('pages-close')).toEqual(['After', 'As A went', 'Before', 'Later'])
  })

  it('sync over the socket of the page that asked last, and stop when that page goes', async () => {
    await (await Workspace.open('pages-sync')).close()
    const name = workspaceDbName('pages-sync')
    const documents = new OwnerDocuments()
    const a = pageOf(documents, name)
    const b = pageOf(documents, name)
    await until(() => b.answers.some((x) => 'loaded' in x))
    a.receive({ sync: { name: 'user/workspace', token: 'token' } })
    a.receive({ socket: 'open' })
    const sent = (page: ReturnType<typeof pageOf>) =>
      page.answers.filter((x) => 'socket' in x && x.socket === 'send').length
    await until(() => sent(a) > 0, 'the provider speaks through the first page')
    expect(sent(b)).toBe(0)
    // The first page goes; the next to lead asks, and its socket carries the sync.
    await a.host.close()
    // The page that goes stops nothing of the other's (nor does one that does not sync).
    b.receive({ sync: null })
    b.receive({ sync: { name: 'user/workspace', token: 'token' } })
    b.receive({ socket: 'open' })
    await until(() => sent(b) > 0, 'the provider speaks through the second page')
    await b.host.close()
  })
})

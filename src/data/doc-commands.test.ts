// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CollectionName } from './collections'
import type { RecordRow } from './doc/record-rows'
import { DocCommands, type CommandsPage } from './doc-commands'
import type { HostPort } from './host-protocol'
import type { HostAnswer, HostRequest } from './host-protocol'
import { hasCommands } from './persistence/command-journal'
import type { RowFeed } from './persistence/row-feed'

afterEach(() => localStorage.clear())

/** An undo step (`undo-steps.ts`): edits with the same number are one step. */
const step = (n: number) => ({ n, label: 'Edit todo' })
const STORED_TODO = { id: 'todo:1', title: 'Stored', order: 'a0', createdAt: 1, updatedAt: 1 }
const row = (title: string): RecordRow =>
  ({ c: 'todos', id: STORED_TODO.id, r: { ...STORED_TODO, title }, k: {} }) as unknown as RecordRow

/** Commands over a port that keeps what was sent, and a page that keeps what it was told. */
function setUp() {
  const sent: HostRequest[] = []
  const port: HostPort = { postMessage: (m) => sent.push(m), onmessage: null, terminate: vi.fn() }
  const shown: RowFeed[] = []
  const read = vi.fn(async (keys: [CollectionName, string][]): Promise<RowFeed> => ({
    put: keys.map(() => row('Stored')),
    remove: [],
  }))
  const page: CommandsPage = {
    announce: (change) => shown.push(change),
    readShownAgain: vi.fn(),
    current: (_, id) => (id === STORED_TODO.id ? { ...STORED_TODO } : undefined),
    read,
    onProblem: vi.fn(),
    onWriteError: vi.fn(),
  }
  const commands = new DocCommands('hearth:workspace:test', port, page)
  const answer = (data: HostAnswer) => port.onmessage!({ data } as MessageEvent)
  const titles = (change: RowFeed | undefined) =>
    change && 'put' in change ? change.put.map((r) => r.r.title) : null
  return { sent, shown, read, page, commands, answer, titles }
}

describe('commands to the document’s owner', () => {
  it('open the owner, show a patch at once from the record the page has, then the stored row', async () => {
    const { sent, shown, commands, answer, titles } = setUp()
    expect(sent[0]).toEqual({ open: 'hearth:workspace:test' })
    commands.send(
      { collection: 'todos', patch: [{ id: STORED_TODO.id, fields: { title: 'Renamed' } }] },
      'local',
      step(1),
    )
    expect(titles(shown.at(-1))).toEqual(['Renamed'])
    expect(sent[1]).toMatchObject({ seq: 1, origin: 'local', step: 1 })
    answer({ stored: 1, rows: { put: [row('Renamed as stored')], remove: [] } })
    expect(titles(shown.at(-1))).toEqual(['Renamed as stored'])
  })

  it('hold back another tab’s rows of a record with a command not stored, until the owner answers', () => {
    const { commands, answer } = setUp()
    const other: RowFeed = { put: [row('From another tab')], remove: [] }
    expect(commands.fromOtherTabs(other)).toEqual(other)
    commands.send({ collection: 'todos', remove: [STORED_TODO.id] }, 'local', step(1))
    expect(commands.fromOtherTabs(other)).toEqual({ put: [], remove: [] })
    answer({ stored: 1, rows: { put: [], remove: [['todos', STORED_TODO.id]] } })
    expect(commands.fromOtherTabs(other)).toEqual(other)
    // Once the owner has the document, it tells every change of rows itself.
    answer({ loaded: true })
    expect(commands.fromOtherTabs(other)).toEqual({ put: [], remove: [] })
  })

  it('show the stored row again when the owner refused a change', async () => {
    const { commands, answer, shown, read, titles } = setUp()
    commands.send(
      { collection: 'todos', patch: [{ id: STORED_TODO.id, fields: { title: 'No' } }] },
      'local',
      step(1),
    )
    expect(titles(shown.at(-1))).toEqual(['No'])
    answer({ stored: 1, refused: 'This workspace is from a newer Hearth.' })
    expect(read).toHaveBeenCalledWith([['todos', STORED_TODO.id]])
    await vi.waitFor(() => expect(titles(shown.at(-1))).toEqual(['Stored']))
  })

  it('show the stored row again when the owner says a change was stored with no rows (stored by an owner before it)', async () => {
    // An owner that went before it answered had stored the change; the next one, sent it again,
    // finds it stored and answers with no rows: the page shows the record as stored, read again
    // (a read of what is shown made meanwhile may have read it before the first owner stored it).
    const { commands, answer, shown, read, titles } = setUp()
    commands.send(
      { collection: 'todos', patch: [{ id: STORED_TODO.id, fields: { title: 'Done' } }] },
      'local',
      step(1),
    )
    answer({ stored: 1, rows: { put: [], remove: [] } })
    expect(read).toHaveBeenCalledWith([['todos', STORED_TODO.id]])
    await vi.waitFor(() => expect(titles(shown.at(-1))).toEqual(['Stored']))
  })

  it('pass on the owner’s problems and write errors', () => {
    const { answer, page } = setUp()
    answer({ problem: 'newer', message: 'newer' })
    expect(page.onProblem).toHaveBeenCalledWith('newer', 'newer')
    answer({ writeError: 'QuotaExceededError' })
    expect(page.onWriteError).toHaveBeenCalledWith(new Error('QuotaExceededError'))
  })

  it('journal what is not stored as the page goes away, and only that', () => {
    const { commands, answer } = setUp()
    commands.send({ collection: 'todos', remove: ['todo:a'] }, 'local', step(1))
    commands.send({ collection: 'todos', remove: ['todo:b'] }, 'local', step(1))
    window.dispatchEvent(new Event('pagehide'))
    const stored = () => JSON.parse(localStorage.getItem(localStorage.key(0)!)!) as unknown[]
    expect(stored()).toHaveLength(2)
    answer({ stored: 1 })
    // Each with the session that sent it and its number (`command-marks.ts`).
    expect(stored()).toEqual([
      { change: { collection: 'todos', remove: ['todo:b'] }, from: expect.any(String), seq: 2 },
    ])
    answer({ stored: 2 })
    expect(hasCommands('hearth:workspace:test')).toBe(false)
  })

  it('count undo steps as the page says them: edits of one step merge, bookkeeping is none', () => {
    const { commands, sent } = setUp()
    const listen = vi.fn()
    commands.history.listen(listen)
    commands.send({ collection: 'todos', remove: ['todo:a'] }, 'local', step(1))
    commands.send({ collection: 'todos', remove: ['todo:b'] }, 'local', step(1))
    commands.send({ collection: 'todos', touch: [{ id: 'todo:c', time: 5 }] }, 'touch')
    // The step's number goes with the command that starts it; the others join it.
    expect(sent.slice(1).map((m) => 'step' in m && m.step)).toEqual([1, undefined, undefined])
    expect(listen).toHaveBeenCalledTimes(1)
    expect(commands.history.undo()).toBe(true)
    expect(sent.at(-1)).toEqual({ undo: true, step: 1 })
    expect(commands.history.undo()).toBe(false)
    expect(commands.history.redo()).toBe(true)
    expect(sent.at(-1)).toEqual({ redo: true, step: 1 })
    // After an undo or a redo, the next edit is a step of its own, and so is another step's.
    commands.send({ collection: 'todos', remove: ['todo:d'] }, 'local', step(1))
    expect(sent.at(-1)).toMatchObject({ step: 2 })
    commands.send({ collection: 'todos', remove: ['todo:e'] }, 'local', step(2))
    expect(sent.at(-1)).toMatchObject({ step: 3 })
    commands.send({ collection: 'todos', remove: ['todo:f'] }, 'local', step(2))
    expect(sent.at(-1)).toMatchObject({ step: undefined })
  })

  it('show an undo and a redo at once, as the page predicts them, before the owner answers', () => {
    const { commands, shown, answer, titles } = setUp()
    const todos = 'todos' as const
    const created = { ...STORED_TODO, id: 'todo:new', title: 'Created' }
    // One step: a todo created and the stored one renamed, within the same moment.
    commands.send({ collection: todos, write: [created] }, 'local', step(1))
    commands.send(
      { collection: todos, patch: [{ id: STORED_TODO.id, fields: { title: 'Renamed' } }] },
      'local',
      step(1),
    )
    // A record the page never showed: its undo shows once the owner stored it.
    commands.send({ collection: todos, remove: ['todo:unseen'] }, 'local', step(1))
    expect(commands.history.undo()).toBe(true)
    const undone = shown.at(-1)!
    expect(titles(undone)).toEqual(['Stored'])
    expect('remove' in undone && undone.remove).toEqual([['todos', 'todo:new']])
    expect(commands.history.redo()).toBe(true)
    const redone = shown.at(-1)!
    expect(titles(redone)?.sort()).toEqual(['Created', 'Renamed'])
    expect('remove' in redone && redone.remove).toEqual([['todos', 'todo:unseen']])
    // The owner's rows, once it has stored the commands and done the undo and the redo,
    // replace what was predicted.
    answer({ stored: 3, rows: { put: [], remove: [] } })
    answer({ replayed: true, rows: { put: [], remove: [] } })
    answer({ replayed: true, rows: { put: [row('Renamed as stored')], remove: [] } })
    expect(titles(shown.at(-1))).toEqual(['Renamed as stored'])
  })

  it('show an undo not done yet again when the page reads its rows again, until the owner did it', () => {
    const { commands, shown, answer, titles } = setUp()
    commands.send(
      { collection: 'todos', patch: [{ id: STORED_TODO.id, fields: { title: 'Renamed' } }] },
      'local',
      step(1),
    )
    answer({ stored: 1, rows: { put: [row('Renamed')], remove: [] } })
    expect(commands.history.undo()).toBe(true)
    expect(titles(shown.at(-1))).toEqual(['Stored'])
    // The rows read again (a bulk change's rows complete) still say 'Renamed': the undo shows
    // over them, in the reset's task.
    shown.length = 0
    commands.showPending()
    expect(shown.map(titles)).toEqual([['Stored']])
    // Done by the owner: its rows are what shows from now on.
    answer({ replayed: true, rows: { put: [row('Stored')], remove: [] } })
    shown.length = 0
    commands.showPending()
    expect(shown).toEqual([])
  })
})

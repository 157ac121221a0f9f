import { describe, expect, it } from 'vitest'
import type { IndexAnswer, IndexRequest, TextIndex } from './index-server'
import { rowsIndexServer, type RecordsSink, type RowsOfIndex } from './rows-index-server'

/** A plain index: a record matches when its title has the text. */
function titleIndex(): TextIndex {
  const titles = new Map<string, string>()
  return {
    put: (records) => records.forEach((r) => titles.set(r.id, r.title!)),
    discard: (ids) => ids.forEach((id) => titles.delete(id)),
    search: (text) => [...titles].filter(([, t]) => t.includes(text)).map(([id]) => id),
  }
}

const record = (id: string, title: string) => ({ id, title })

/** A server whose rows the test reads and changes itself (`sink`, `follows`). */
function serve(select?: RowsOfIndex['select']) {
  const answers: IndexAnswer[] = []
  const state = { sink: null as RecordsSink | null, follows: 0, fed: [] as unknown[] }
  const handle = rowsIndexServer(
    titleIndex(),
    {
      text: (r) => {
        // A title that is not text cannot be read (as a record of a newer shape).
        if (typeof r.title !== 'string') throw new Error('unreadable')
        return { id: r.id as string, title: r.title }
      },
      follow: (_db, _collection, sink) => {
        state.sink = sink
        state.follows++
        return { feed: (change) => state.fed.push(change), close: () => {} }
      },
      ...(select ? { select } : {}),
    },
    (answer) => answers.push(answer),
  )
  let asked = 0
  const search = (text: string, limit?: number, terms?: unknown) => {
    const request: IndexRequest = {
      search: ++asked,
      text,
      records: terms === undefined ? {} : { select: terms },
      ...(limit === undefined ? {} : { limit }),
    }
    handle(request)
    return asked
  }
  const answer = (id: number) => answers.find((a) => a.answer === id)
  handle({ follow: { db: 'db', collection: 'bookmarks' } })
  return { handle, search, answer, state }
}

describe('rowsIndexServer', () => {
  it('answers once every row is read, with the records found, best first and limited', () => {
    const { state, search, answer } = serve()
    const early = search('Rust')
    expect(answer(early)).toBeUndefined()
    state.sink!.put(
      [record('a', 'Rust book'), record('b', 'Garden'), { id: 'c', title: 42 }],
      [],
      false,
    )
    state.sink!.put([record('d', 'Rust cookbook')], [], false)
    state.sink!.done(null, new Set())
    expect(answer(early)).toEqual({
      answer: early,
      ids: ['a', 'd'],
      records: [record('a', 'Rust book'), record('d', 'Rust cookbook')],
      total: 2,
    })
    // Limited: the first found, and how many there are in all.
    expect(answer(search('Rust', 1))).toMatchObject({ ids: ['a'], total: 2 })
    // A record it cannot read is left out, not a failure of the rest.
    expect(answer(search('42'))?.ids).toEqual([])
  })

  it('answers a search for nothing (a readiness check) once the rows are read, asking no filters', () => {
    const { state, search, answer } = serve(() => {
      throw new Error('no filters were asked for')
    })
    const ready = search('', 0)
    expect(answer(ready)).toBeUndefined()
    state.sink!.put([record('a', 'Rust book')], [], false)
    state.sink!.done(null, new Set())
    expect(answer(ready)).toEqual({ answer: ready, ids: [], records: [] })
  })

  it('follows changes, and after a reset reads again: what was not read again is gone', () => {
    const { state, search, answer, handle } = serve()
    state.sink!.put([record('a', 'Rust book'), record('b', 'Rust at work')], [], false)
    state.sink!.done(null, new Set())
    state.sink!.put([record('c', 'Rust by example')], ['a'], true)
    expect(answer(search('Rust'))?.ids).toEqual(['b', 'c'])
    handle({ feed: { reset: true }, complete: true })
    expect(state.fed).toEqual([{ reset: true }])
    const during = search('Rust')
    expect(answer(during)).toBeUndefined()
    state.sink!.put([record('b', 'Rust at work')], [], false)
    state.sink!.done(new Set(['b']), new Set())
    expect(answer(during)?.ids).toEqual(['b'])
  })

  it('is unusable while the rows are not complete, and after a failure reads them anew', () => {
    const { state, search, answer, handle } = serve()
    state.sink!.put([record('a', 'Rust book')], [], false)
    state.sink!.done(null, new Set())
    handle({ feed: { reset: true }, complete: false })
    expect(answer(search('Rust'))).toMatchObject({ ids: [], unusable: true })
    handle({ feed: { reset: true }, complete: true })
    state.sink!.done(new Set(['a']), new Set())
    expect(answer(search('Rust'))?.ids).toEqual(['a'])

    state.sink!.failed(new Error('the database changed'))
    expect(answer(search('Rust'))?.unusable).toBe(true)
    expect(state.follows).toBe(1)
    handle({ feed: { reset: true }, complete: true })
    expect(state.follows).toBe(2)
    // Read anew: nothing held from before.
    const again = search('Rust')
    state.sink!.done(null, new Set())
    expect(answer(again)?.ids).toEqual([])
  })

  it("narrows with the section's select and its terms", () => {
    const { state, search, answer } = serve((terms, ids, records) =>
      (terms as { all: boolean }).all ? [...records.values()] : ids.map((id) => records.get(id)!),
    )
    state.sink!.put([record('a', 'Rust book'), record('b', 'Garden')], [], false)
    state.sink!.done(null, new Set())
    expect(answer(search('', undefined, { all: true }))?.ids).toEqual(['a', 'b'])
    expect(answer(search('Garden', undefined, { all: false }))?.ids).toEqual(['b'])
  })

  it('serves an index the page feeds as before', () => {
    const answers: IndexAnswer[] = []
    const handle = rowsIndexServer(
      titleIndex(),
      { text: () => ({ id: '' }), follow: () => ({ feed: () => {}, close: () => {} }) },
      (a) => answers.push(a),
    )
    handle({ put: [{ id: 'a', title: 'Rust book' }] })
    handle({ search: 1, text: 'Rust' })
    expect(answers).toEqual([{ answer: 1, ids: ['a'] }])
  })
})

import { describe, expect, it } from 'vitest'
import { note, todo as oldTodo } from '@/testing/transfer-records'
import { SCHEMA_VERSION } from './doc/migrations'
import { TODO_V2_DEFAULTS } from './records/todo'
import { parseImport } from './transfer'

/** An export from an older Hearth is refused for what a current one is refused for, and more. */
describe('refusing an export from an older Hearth', () => {
  // What Hearth wrote at schema 7: notes as they are now.
  const v7 = (notes: object[], schemaVersion: unknown = 7) =>
    JSON.stringify({
      format: 'hearth.workspace',
      formatVersion: 1,
      schemaVersion,
      appVersion: '0.7.0',
      exportedAt: '2026-11-24T09:00:00.000Z',
      workspace: { id: 'workspace:personal', name: 'Personal' },
      collections: { notes },
    })

  it('refuses an id used twice, as it does in a current export, instead of keeping one', () => {
    const first = { ...note('note:a'), title: 'First' }
    const second = { ...note('note:a'), title: 'Second' }
    for (const version of [1, 5, 7, SCHEMA_VERSION])
      expect(parseImport(v7([first, second], version))).toEqual({
        ok: false,
        error: 'The file cannot be imported. The workspace: the id “note:a” appears twice.',
      })
    // Across collections too, before the migrations merge anything.
    const twice = JSON.parse(v7([first]))
    twice.collections.todoLists = [{ id: 'note:a', title: 'L', order: 'a0', color: null }]
    expect(parseImport(JSON.stringify(twice))).toMatchObject({ ok: false })
  })

  it('names a bad record by its place in the file, also when the file is migrated', () => {
    // Todos as Hearth 0.1 wrote them (schema 1), ids out of their sorted order; the second is bad.
    const todo = (id: string, title: unknown) => oldTodo(id, { title })
    const todos = [todo('todo:c', 'Call'), todo('todo:a', 42), todo('todo:b', 'Buy')]
    for (const version of [1, SCHEMA_VERSION]) {
      const file = JSON.parse(v7([note('note:a')], version))
      file.collections.todos =
        version === 1 ? todos : todos.map((t) => ({ ...t, ...TODO_V2_DEFAULTS }))
      expect(parseImport(JSON.stringify(file))).toEqual({
        ok: false,
        error: 'The file cannot be imported. The workspace: todos #2: field ‘title’ invalid input.',
      })
    }
  })

  it('refuses a note whose body is not text, as a current export is, instead of storing it as text', () => {
    for (const body of [5, null, { text: 'B' }])
      for (const version of [1, 7, SCHEMA_VERSION])
        expect(parseImport(v7([note('note:a'), { ...note('note:b'), body }], version))).toEqual({
          ok: false,
          error:
            'The file cannot be imported. The workspace: notes #2: field ‘body’ invalid input.',
        })
  })

  it('refuses a data version that is not a whole number from 1, saying so', () => {
    for (const version of [0, -3, 7.5])
      expect(parseImport(v7([note('note:a')], version))).toEqual({
        ok: false,
        error: `The file cannot be imported. Its “schemaVersion” (${version}) is not a data version: a whole number from 1.`,
      })
    const backup = { format: 'hearth.backup', formatVersion: 1, schemaVersion: 0.5 }
    expect(
      parseImport(JSON.stringify({ ...backup, workspaces: [JSON.parse(v7([]))] })),
    ).toMatchObject({ ok: false, error: expect.stringContaining('(0.5) is not a data version') })
    expect(parseImport(v7([note('note:a')], 1)).ok).toBe(true)
  })
})

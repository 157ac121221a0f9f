import { act, render, screen } from '@testing-library/react'
import { memo, type ReactNode } from 'react'
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { useRecord, useRecords, WorkspaceContext } from './hooks'
import { todoType } from './records/todo'
import { Workspace } from './workspace'

it('editing one record of 10,000 re-renders only what shows that record', async () => {
  const workspace = await Workspace.open('render-count')
  // Valid todos of the current schema, as a workspace holds them (records of an older shape
  // would each take the forgiving read's slow path, which is not what this counts).
  const todos = Array.from({ length: 10_000 }, (_, i) =>
    todoType.create({
      id: `todo:${i}`,
      now: 1,
      title: `Todo ${i}`,
      order: `a${String(i).padStart(5, '0')}`,
    }),
  )
  await workspace.addAll({ todos })

  const renders = new Map<string, number>()
  const Row = memo(function Row({ id }: { id: string }) {
    const todo = useRecord('todos', id)
    renders.set(id, (renders.get(id) ?? 0) + 1)
    return <li>{todo?.title}</li>
  })
  let listRenders = 0
  function List() {
    const all = useRecords('todos')
    listRenders++
    return (
      <ul>
        {all.map((todo) => (
          <Row key={todo.id} id={todo.id} />
        ))}
      </ul>
    )
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>
  )
  render(<List />, { wrapper })
  expect(renders.size).toBe(10_000)
  renders.clear()
  const listBefore = listRenders

  act(() => void workspace.repository('todos').update('todo:4242', { title: 'Changed' }))

  expect(screen.getByText('Changed')).toBeInTheDocument()
  expect([...renders.entries()]).toEqual([['todo:4242', 1]])
  expect(listRenders - listBefore).toBe(1)
  await workspace.close()
}, 60_000)

import { expect, it } from 'vitest'
import { readOptions } from '@/lib/widget-options'
import { TODOS_WIDGETS } from './todos-widgets'

const type = (kind: string) => TODOS_WIDGETS.find((t) => t.kind === kind)!

it('declares the todos and calendar widgets, each loading its own component', async () => {
  expect(TODOS_WIDGETS.map((t) => [t.kind, t.title])).toEqual([
    ['todos', 'Todos'],
    ['calendar', 'Calendar'],
  ])
  for (const t of TODOS_WIDGETS) {
    expect(t.size.w).toBeGreaterThanOrEqual(t.size.minW ?? 1)
    expect(typeof (await t.load()).default).toBe('function')
  }
})

it('reads a garbage config to the defaults', () => {
  const garbage = { show: 42, extra: { deep: true } }
  expect(readOptions(type('todos').options, garbage)).toEqual({ show: 'today' })
  expect(readOptions(type('todos').options, { show: ['today'] })).toEqual({ show: 'today' })
  expect(readOptions(type('calendar').options, garbage)).toEqual({})
})

it('keeps a stored list id, even of a list that is gone (the widget says so)', () => {
  expect(readOptions(type('todos').options, { show: 'list:gone' })).toEqual({ show: 'list:gone' })
  expect(readOptions(type('todos').options, { show: 'upcoming' })).toEqual({ show: 'upcoming' })
})

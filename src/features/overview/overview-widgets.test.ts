import { expect, it } from 'vitest'
import { readOptions } from '@/lib/widget-options'
import { OVERVIEW_WIDGETS } from './overview-widgets'

const defaultsOf = (options: (typeof OVERVIEW_WIDGETS)[number]['options']) =>
  Object.fromEntries(Object.entries(options).map(([key, spec]) => [key, spec.default]))

it('declares the five types with their sizes', () => {
  expect(
    Object.fromEntries(OVERVIEW_WIDGETS.map((t) => [t.kind, { title: t.title, size: t.size }])),
  ).toEqual({
    clock: { title: 'Greeting and clock', size: { w: 6, h: 3, minW: 3, minH: 2 } },
    search: { title: 'Search', size: { w: 6, h: 2, minW: 3, minH: 2 } },
    countdown: { title: 'Countdown', size: { w: 3, h: 3, minW: 2, minH: 2 } },
    timer: { title: 'Timer', size: { w: 3, h: 3, minW: 3, minH: 3 } },
    quote: { title: 'Quote of the day', size: { w: 4, h: 3, minW: 3, minH: 2 } },
  })
})

it('reads a garbage config as each type’s defaults', () => {
  const garbage = {
    style: 42,
    seconds: 'yes',
    greeting: null,
    zones: 'Asia/Tokyo',
    engine: 'altavista',
    custom: 'javascript:alert(%s)',
    hearth: 1,
    event: 7,
    date: '2026-02-31',
    mode: 'egg',
    minutes: -3,
    breakMinutes: 1e9,
    author: 'no',
  }
  for (const type of OVERVIEW_WIDGETS) {
    expect(readOptions(type.options, garbage), type.kind).toEqual(defaultsOf(type.options))
    expect(readOptions(type.options, {}), type.kind).toEqual(defaultsOf(type.options))
  }
})

it('gives the defaults the brief asks for', () => {
  const byKind = Object.fromEntries(OVERVIEW_WIDGETS.map((t) => [t.kind, defaultsOf(t.options)]))
  expect(byKind).toEqual({
    clock: { style: 'digital', seconds: false, greeting: true, zones: [] },
    search: { engine: 'duckduckgo', custom: '', hearth: false },
    countdown: { event: 'New Year', date: '' },
    timer: { mode: 'timer', minutes: 25, breakMinutes: 5 },
    quote: { author: true },
  })
})

it('loads each type’s component on demand', async () => {
  for (const type of OVERVIEW_WIDGETS) {
    const { default: Component } = await type.load()
    expect(Component, type.kind).toBeTypeOf('function')
  }
})

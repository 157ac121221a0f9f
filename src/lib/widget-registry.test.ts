import { Clock } from 'lucide-react'
import { afterEach, expect, it } from 'vitest'
import { option } from './widget-options'
import { defineWidget, registerWidgetTypes, useWidgetTypes, widgetType } from './widget-registry'

const clock = defineWidget({
  kind: 'clock',
  title: 'Clock',
  description: 'The time, here and elsewhere.',
  icon: Clock,
  options: { seconds: option.switch('Show seconds', false) },
  size: { w: 3, h: 2 },
  load: () => Promise.resolve({ default: () => null }),
})

afterEach(() => useWidgetTypes.setState({ types: [] }))

it('registers widget types, replaces one of the same kind, and unregisters them', () => {
  const stop = registerWidgetTypes([clock])
  expect(widgetType('clock')).toBe(clock)
  const newer = { ...clock, title: 'World clock' }
  const stopNewer = registerWidgetTypes([newer])
  expect(useWidgetTypes.getState().types).toEqual([newer])
  stop()
  expect(widgetType('clock')).toBe(newer)
  stopNewer()
  expect(widgetType('clock')).toBeUndefined()
})

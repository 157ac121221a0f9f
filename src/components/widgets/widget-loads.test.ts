// @vitest-environment happy-dom
import { Clock } from 'lucide-react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerWidgetTypes, type WidgetDefinition } from '@/lib/widget-registry'
import { loadWidget, preloadShownWidgets, rememberShownKinds } from './widget-loads'

const Body = () => null
function type(kind: string): WidgetDefinition {
  return {
    kind,
    title: kind,
    description: '',
    icon: Clock,
    options: {},
    size: { w: 2, h: 2 },
    load: vi.fn(() => Promise.resolve({ default: Body })),
  }
}

describe('widget code loads', () => {
  let unregister = () => {}
  afterEach(() => unregister())

  it('fetches, on the next start, the code of the types the Overview showed, once each', () => {
    const shown = type('test-shown')
    const other = type('test-other')
    unregister = registerWidgetTypes([shown, other])
    rememberShownKinds(['test-shown', 'test-shown', 'test-gone'])
    preloadShownWidgets()
    expect(shown.load).toHaveBeenCalledOnce()
    expect(other.load).not.toHaveBeenCalled()
    // The widget that renders later shares that load.
    void loadWidget(shown)
    expect(shown.load).toHaveBeenCalledOnce()
    void loadWidget(shown, true)
    expect(shown.load).toHaveBeenCalledTimes(2)
  })

  it('ignores what it cannot read', () => {
    const shown = type('test-junk')
    unregister = registerWidgetTypes([shown])
    for (const junk of ['{"not":"a list"}', 'not json', '[1,null,{}]']) {
      localStorage.setItem('hearth:overview-kinds', junk)
      expect(() => preloadShownWidgets()).not.toThrow()
    }
    expect(shown.load).not.toHaveBeenCalled()
  })
})

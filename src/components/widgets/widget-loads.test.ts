// @vitest-environment happy-dom
import { Clock } from 'lucide-react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerWidgetTypes, type WidgetDefinition } from '@/lib/widget-registry'
import { modules } from '@/lib/import-again'
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

  it('fetches the given first-time types on a device whose Overview never showed', () => {
    localStorage.removeItem('hearth:overview-kinds')
    const first = type('test-first')
    const later = type('test-later')
    unregister = registerWidgetTypes([first, later])
    preloadShownWidgets(['test-first'])
    expect(first.load).toHaveBeenCalledOnce()
    // Once the Overview has shown (even nothing), what it showed wins.
    rememberShownKinds([])
    preloadShownWidgets(['test-later'])
    expect(later.load).not.toHaveBeenCalled()
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

describe('loading a widget again after its code failed to load', () => {
  let unregister = () => {}
  afterEach(() => {
    unregister()
    vi.restoreAllMocks()
  })

  it('fetches the module under a new address when the browser keeps the failure', async () => {
    const failing = type('test-failing')
    const address = `${location.origin}/assets/quote-widget-B6PBZjaz.js`
    // As Chromium does: every import of the address fails without fetching it again.
    vi.mocked(failing.load).mockRejectedValue(
      new TypeError(`Failed to fetch dynamically imported module: ${address}`),
    )
    unregister = registerWidgetTypes([failing])
    // Offline: the first load and its retry under a new address both fail.
    const fresh = vi
      .spyOn(modules, 'import')
      .mockRejectedValueOnce(
        new TypeError(`Failed to fetch dynamically imported module: ${address}?retry=1`),
      )
      .mockResolvedValue({ default: Body })
    await expect(loadWidget(failing)).rejects.toThrow('Failed to fetch')
    expect(fresh).toHaveBeenCalledOnce()
    // 'Reload widget', back online: fetched again, under another new address.
    await expect(loadWidget(failing, true)).resolves.toEqual({ default: Body })
    expect(fresh).toHaveBeenCalledTimes(2)
    const [first, second] = fresh.mock.calls.map(([href]) => new URL(href))
    for (const url of [first!, second!]) expect(url.origin + url.pathname).toBe(address)
    expect(second!.searchParams.get('retry')).not.toBe(first!.searchParams.get('retry'))
    // Then it is the type's code for every widget of the kind.
    await expect(loadWidget(failing)).resolves.toEqual({ default: Body })
  })

  it('uses the type’s own load when that works again, and never imports another site', async () => {
    const flaky = type('test-flaky')
    vi.mocked(flaky.load).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    unregister = registerWidgetTypes([flaky])
    const fresh = vi.spyOn(modules, 'import')
    await expect(loadWidget(flaky)).rejects.toThrow()
    await expect(loadWidget(flaky, true)).resolves.toEqual({ default: Body })
    expect(fresh).not.toHaveBeenCalled()

    const foreign = type('test-foreign')
    vi.mocked(foreign.load).mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js'),
    )
    unregister = registerWidgetTypes([foreign])
    await expect(loadWidget(foreign)).rejects.toThrow()
    await expect(loadWidget(foreign, true)).rejects.toThrow('evil.example')
    expect(fresh).not.toHaveBeenCalled()
  })
})

// @vitest-environment happy-dom
import { beforeEach, expect, it, vi } from 'vitest'
import { useToastStore } from '@/components/ui/toast-store'

type Options = { onNeedRefresh?: () => void; onNeedReload?: () => void }
const registered: Options[] = []
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: Options) => {
    registered.push(options)
    return async () => {}
  },
}))

const { startUpdates, UPDATE_READY } = await import('./updates')
const reload = vi.fn()

beforeEach(() => {
  registered.length = 0
  useToastStore.setState({ toasts: [] })
  reload.mockReset()
  Object.defineProperty(window, 'location', { value: { reload }, configurable: true })
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => undefined },
    configurable: true,
  })
})

const shown = () => useToastStore.getState().toasts.filter((t) => t.title === UPDATE_READY)

it("offers a new version with 'Reload', once however often it is announced", () => {
  startUpdates()
  registered[0]!.onNeedRefresh!()
  registered[0]!.onNeedRefresh!()
  expect(shown().filter((t) => t.open)).toHaveLength(1)
  expect(shown()[0]!.actions.map((a) => a.label)).toEqual(['Reload'])
  expect(shown()[0]!.duration).toBe(0)
  expect(reload).not.toHaveBeenCalled()
})

it('never reloads by itself when another tab let the new version take over', () => {
  startUpdates()
  registered[0]!.onNeedReload!()
  expect(reload).not.toHaveBeenCalled()
  expect(shown()).toHaveLength(1)
})

it("lets the waiting version take over, then reloads, on 'Reload'", async () => {
  const listeners: (() => void)[] = []
  const waiting = {
    state: 'installed',
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    postMessage: vi.fn(() => {
      waiting.state = 'activated'
      for (const listener of listeners) listener()
    }),
  }
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => ({ waiting }) },
    configurable: true,
  })
  startUpdates()
  registered[0]!.onNeedRefresh!()
  shown()[0]!.actions[0]!.onClick()
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
  // Its own update taking over this tab is no reason to offer it again.
  registered[0]!.onNeedReload!()
  expect(shown()).toHaveLength(1)
})

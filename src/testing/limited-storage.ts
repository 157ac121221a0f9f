import { onTestFinished } from 'vitest'

/**
 * Makes localStorage refuse a write that would take it past `quota` characters (keys and values),
 * with the QuotaExceededError a browser throws; happy-dom and jsdom have no limit of their own.
 * Undone when the test finishes.
 */
export function limitStorage(quota: number) {
  const setItem = localStorage.setItem.bind(localStorage)
  const size = (key: string) => key.length + (localStorage.getItem(key)?.length ?? 0)
  const limited = (key: string, value: string) => {
    const others = Object.keys(localStorage).filter((each) => each !== key)
    const used = others.reduce((sum, each) => sum + size(each), 0)
    if (used + key.length + String(value).length > quota)
      throw new DOMException(
        `Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`,
        'QuotaExceededError',
      )
    setItem(key, value)
  }
  // happy-dom's Storage is a proxy that ignores assignments to its methods: define them.
  const define = (value: Storage['setItem']) =>
    Object.defineProperty(localStorage, 'setItem', { value, configurable: true, writable: true })
  define(limited)
  onTestFinished(() => void define(setItem))
}

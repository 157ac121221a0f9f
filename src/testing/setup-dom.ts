// The DOM part of the test setup: files that run in a DOM, happy-dom or jsdom (components, and
// the `.test.ts` files that name an environment).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure, getConfig } from '@testing-library/react'
import { afterEach } from 'vitest'

const printsDom = getConfig().getElementError
configure({
  // What a test waits for (`findBy…`, `waitFor`) may take longer than the default second on a
  // loaded two-core CI machine: a slower page still fails, only later.
  asyncUtilTimeout: 4_000,
  // A query that misses while `findBy…` or `waitFor` retries printed the whole DOM into an error
  // nobody reads: with a list of 250 rows, half a test's time (bookmark-address.test.tsx took
  // 20.6 s on a loaded machine, past its timeout; 10.7 s without). While they retry (Testing
  // Library's `_disableExpensiveErrorDiagnostics`) the error says only what was not found; the
  // DOM is printed once, when the wait times out.
  getElementError(message, container) {
    if (
      !(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics
    )
      return printsDom(message, container)
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    return error
  },
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// jsdom (and happy-dom, in part) lack these browser APIs that Radix and the theme code use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.scrollIntoView ??= function () {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}

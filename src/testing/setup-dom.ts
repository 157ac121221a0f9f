// The DOM part of the test setup: files that run in a DOM, happy-dom or jsdom (components, and
// the `.test.ts` files that name an environment).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// What a test waits for (`findBy…`, `waitFor`) may take longer than the default second on a
// loaded two-core CI machine: a slower page still fails, only later.
configure({ asyncUtilTimeout: 4_000 })

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

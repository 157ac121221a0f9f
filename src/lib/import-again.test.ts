// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { failedModule, modules, withRetry } from './import-again'

afterEach(() => vi.restoreAllMocks())

const failure = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`)

it('imports a module that failed to fetch once more, under a new address', async () => {
  const address = `${location.origin}/assets/command-host-BPvMHibi.js`
  const again = vi.spyOn(modules, 'import').mockResolvedValue({ default: 'host' })
  const load = vi.fn(() => Promise.reject(failure(address)))
  await expect(withRetry(load)).resolves.toEqual({ default: 'host' })
  expect(load).toHaveBeenCalledOnce()
  const url = new URL(again.mock.calls[0]![0])
  expect(url.origin + url.pathname).toBe(address)
  expect(url.searchParams.get('retry')).toMatch(/^\d+$/)
  // A load that works is not retried.
  await expect(withRetry(() => Promise.resolve('ok'))).resolves.toBe('ok')
  expect(again).toHaveBeenCalledOnce()
})

it('rethrows what names no module of its own: other errors, other sites', async () => {
  const again = vi.spyOn(modules, 'import')
  const boom = new Error('boom')
  await expect(withRetry(() => Promise.reject(boom))).rejects.toBe(boom)
  const foreign = failure('https://evil.example/x.js')
  await expect(withRetry(() => Promise.reject(foreign))).rejects.toBe(foreign)
  expect(again).not.toHaveBeenCalled()
  expect(failedModule('not an error')).toBeNull()
  expect(failedModule(failure(`${location.origin}/assets/a.js?retry=1`))?.pathname).toBe(
    '/assets/a.js',
  )
})

// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { failedModule, isFailedDownload, modules, withRetry } from './import-again'

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

it('takes from a chunk of several modules what the failed load took, one copy of it for all', async () => {
  const address = `${location.origin}/assets/shell-Ab1cD2.js`
  const chunk = { n: { default: 'host' }, t: { default: 'links' }, x: 'other' }
  const again = vi.spyOn(modules, 'import').mockResolvedValue(chunk)
  // What the build makes of `() => import('./command-host')` and `() => import('./pinned-links')`,
  // both in the chunk 'shell': export `n` of the chunk is the first's namespace, `t` the second's.
  const fails = () => Promise.reject(failure(address))
  const host = Object.assign(fails, {
    toString: () => '()=>q(()=>import(`./shell-Ab1cD2.js`).then(e=>e.n),[],import.meta.url)',
  })
  const links = Object.assign(() => fails(), {
    toString: () => '() => __vitePreload(() => import("./shell-Ab1cD2.js").then((m) => m.t), [])',
  })
  await expect(withRetry(host)).resolves.toEqual({ default: 'host' })
  await expect(withRetry(links)).resolves.toEqual({ default: 'links' })
  expect(again).toHaveBeenCalledOnce()
})

it('imports the module anew when its last retry failed too', async () => {
  const address = `${location.origin}/assets/quote-widget-Zz9.js`
  const again = vi
    .spyOn(modules, 'import')
    .mockRejectedValueOnce(failure(`${address}?retry=1`))
    .mockResolvedValueOnce({ default: 'quote' })
  const load = () => Promise.reject(failure(address))
  await expect(withRetry(load)).rejects.toThrow('Failed to fetch')
  await expect(withRetry(load)).resolves.toEqual({ default: 'quote' })
  expect(again).toHaveBeenCalledTimes(2)
  expect(again.mock.calls[0]![0]).not.toBe(again.mock.calls[1]![0])
})

it('tells code that could not be downloaded from code that failed to run, in each browser', () => {
  expect(isFailedDownload(failure(`${location.origin}/assets/a.js`))).toBe(true)
  expect(isFailedDownload(new TypeError('error loading dynamically imported module: x'))).toBe(true)
  expect(isFailedDownload(new TypeError('Importing a module script failed.'))).toBe(true)
  expect(isFailedDownload(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
  expect(isFailedDownload(new Error('boom'))).toBe(false)
  expect(isFailedDownload('Failed to fetch dynamically imported module')).toBe(false)
})

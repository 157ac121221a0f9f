// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./yjs-kit')
  vi.resetModules()
})

it('says the document’s code could not be downloaded, and fetches it again when asked again', async () => {
  // A page that has not loaded it yet (the test setup installs it in the modules it imported).
  vi.resetModules()
  vi.doMock('./yjs-kit', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const { loadYjs } = await import('./load-yjs')
  const { DocCodeUnavailable, yjsLoaded } = await import('./yjs')
  const failed = await loadYjs().catch((error: unknown) => error)
  expect(failed).toBeInstanceOf(DocCodeUnavailable)
  expect((failed as Error).message).toBe(
    'Hearth’s code for this could not be downloaded. Check your connection and try again.',
  )
  expect(yjsLoaded()).toBe(false)

  vi.doUnmock('./yjs-kit')
  const kit = await loadYjs()
  expect(typeof kit.Y.Doc).toBe('function')
  expect(yjsLoaded()).toBe(true)
})

it('fetches it again under a new address where the browser keeps a failed import failed', async () => {
  vi.resetModules()
  const { kitModule, loadYjs } = await import('./load-yjs')
  const { modules } = await import('@/lib/import-again')
  const url = `${location.origin}/assets/yjs-kit-abc123.js`
  const real = kitModule.load
  // As Chromium words it: the same `import()` would fail again without fetching.
  kitModule.load = () =>
    Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))
  await expect(loadYjs()).rejects.toThrow('could not be downloaded')
  const imported: string[] = []
  modules.import = async (address) => (imported.push(address), real())
  const kit = await loadYjs()
  expect(imported).toEqual([`${url}?retry=1`])
  expect(typeof kit.Y.Doc).toBe('function')
})

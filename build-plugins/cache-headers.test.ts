import type { IncomingMessage, ServerResponse } from 'node:http'
import { expect, it, vi } from 'vitest'
import { cacheHeaders, IMMUTABLE, uncompressed } from './cache-headers.ts'

function headerFor(url: string) {
  const headers = new Map<string, string>()
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) }
  const next = vi.fn()
  cacheHeaders({ url } as IncomingMessage, res as unknown as ServerResponse, next)
  expect(next).toHaveBeenCalledOnce()
  return headers.get('Cache-Control')
}

it('lets browsers keep the hashed files in assets/ for good', () => {
  expect(headerFor('/assets/app-C86RNTVL.js')).toBe(IMMUTABLE)
  expect(headerFor('/assets/index-DANSeIYm.css?v=1')).toBe(IMMUTABLE)
})

it('leaves the files whose names stay the same across builds to the server', () => {
  for (const url of ['/', '/index.html', '/sw.js', '/boot.js', '/manifest.webmanifest'])
    expect(headerFor(url), url).toBeUndefined()
  expect(headerFor('/assets/../index.html')).toBeUndefined()
})

it('asks the preview server for files as they are, not compressed', () => {
  const req = { url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br', accept: '*/*' } }
  const next = vi.fn()
  uncompressed(req as unknown as IncomingMessage, {} as ServerResponse, next)
  expect(next).toHaveBeenCalledOnce()
  expect(req.headers).toEqual({ accept: '*/*' })
})

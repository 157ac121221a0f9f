import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './test'

// The e2e tests are served as `npm start` serves Hearth (scripts/serve.mjs).

/** The scripts index.html starts, as public/boot.js reads them. */
async function firstScripts(request: APIRequestContext) {
  const html = await (await request.get('/')).text()
  const list = /<script[^>]*id="hearth-modules"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  expect(list, 'index.html lists its modules').not.toBeNull()
  const modules = JSON.parse(list![1]!) as { entry: string; preloads: string[] }
  return [modules.entry, ...modules.preloads].map((src) => src.replace(/^\.\//, '/'))
}

test('scripts come compressed with brotli, or gzip, as the browser accepts', async ({
  request,
}) => {
  // The largest of them (files under 1 kB are not worth compressing, and are sent as they are).
  const sizes = await Promise.all(
    (await firstScripts(request)).map(async (src) => ({
      src,
      size: (await (await request.get(src, { headers: { 'Accept-Encoding': 'identity' } })).body())
        .length,
    })),
  )
  const entry = sizes.sort((a, b) => b.size - a.size)[0]!.src
  const brotli = await request.get(entry, { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(brotli.status()).toBe(200)
  expect(brotli.headers()['content-encoding']).toBe('br')
  expect(brotli.headers()['vary']).toMatch(/accept-encoding/i)
  const gzip = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  const plain = await request.get(entry, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  // The same script whichever way it travelled.
  expect(await brotli.text()).toBe(await plain.text())
  expect(await gzip.text()).toBe(await plain.text())
})

test('hashed files are kept for good, the rest is checked on every load', async ({ request }) => {
  const scripts = await firstScripts(request)
  for (const script of scripts) {
    const response = await request.get(script)
    expect(response.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable')
  }
  for (const path of ['/', '/index.html', '/sw.js', '/boot.js', '/manifest.webmanifest']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
    expect(response.headers()['etag'], path).toBeTruthy()
  }
})

test('every response carries the policy, with what a page cannot set itself', async ({
  request,
}) => {
  for (const path of ['/', '/boot.js']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self'/)
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
  }
  // The build's notes for servers are not served; nor is anything outside the build, and an
  // address that does not decode is no file either (the server goes on).
  expect((await request.get('/_headers')).status()).toBe(404)
  expect((await request.get('/assets/..%2f..%2fpackage.json')).status()).toBe(404)
  expect((await request.get('/%E0%A4%A')).status()).toBe(404)
  expect((await request.get('/')).status()).toBe(200)
})

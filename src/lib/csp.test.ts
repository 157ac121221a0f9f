// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { imageLoads, pageConnectsTo, pageLoadsRemoteImages } from './csp'

function policy(content: string) {
  const meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = content
  document.head.append(meta)
}

afterEach(() => document.head.replaceChildren())

describe('the page policy', () => {
  it('lets everything load where there is no policy (the dev server)', () => {
    expect(pageLoadsRemoteImages()).toBe(true)
    expect(imageLoads('https://example.com/a.png')).toBe(true)
  })

  it("reads the build's policy and the device's narrower one together", () => {
    policy("default-src 'self'; img-src 'self' data: blob: https:")
    expect(pageLoadsRemoteImages()).toBe(true)
    policy("img-src 'self' data: blob:")
    expect(pageLoadsRemoteImages()).toBe(false)
  })

  it('falls back to default-src when a policy has no img-src', () => {
    policy("default-src 'self'")
    expect(pageLoadsRemoteImages()).toBe(false)
  })

  it('loads own files, data: and blob: URLs always, other sites over https: only when allowed', () => {
    policy("default-src 'self'; img-src 'self' data: blob:")
    expect(imageLoads('/icons/icon-192.png')).toBe(true)
    expect(imageLoads(`${window.location.origin}/x.png`)).toBe(true)
    expect(imageLoads('data:image/png;base64,AAAA')).toBe(true)
    expect(imageLoads('blob:http://localhost/1234')).toBe(true)
    expect(imageLoads('https://example.com/a.png')).toBe(false)
    expect(imageLoads('http://example.com/a.png')).toBe(false)
    expect(imageLoads('javascript:alert(1)')).toBe(false)
  })

  it('never loads plain http: from another site, even with https: allowed', () => {
    policy("img-src 'self' https:")
    expect(imageLoads('https://example.com/a.png')).toBe(true)
    expect(imageLoads('http://example.com/a.png')).toBe(false)
  })
})

describe('connections the page may make', () => {
  const BUILD =
    "default-src 'self'; connect-src 'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*"

  it("allows any TLS server or one on this computer under the build's policy alone", () => {
    policy(BUILD)
    expect(pageConnectsTo('https://sync.example.org')).toBe(true)
    expect(pageConnectsTo('wss://sync.example.org/sync')).toBe(true)
    expect(pageConnectsTo('http://127.0.0.1:1234/pair')).toBe(true)
    expect(pageConnectsTo('ws://localhost:1234')).toBe(true)
    expect(pageConnectsTo('http://sync.example.org')).toBe(false)
  })

  it("narrowed by the device's policy to the page's origin and the paired server", () => {
    policy(BUILD)
    policy("connect-src 'self' https://sync.example.org wss://sync.example.org")
    expect(pageConnectsTo('https://sync.example.org/pair')).toBe(true)
    expect(pageConnectsTo('wss://sync.example.org')).toBe(true)
    expect(pageConnectsTo('https://sync.example.org:8443')).toBe(false)
    expect(pageConnectsTo('https://other.example.org')).toBe(false)
    expect(pageConnectsTo('http://127.0.0.1:1234')).toBe(false)
    expect(pageConnectsTo(`${window.location.origin}/sw.js`)).toBe(true)
  })

  it('matches a server on this computer by its port', () => {
    policy("connect-src 'self' http://127.0.0.1:1234 ws://127.0.0.1:1234")
    expect(pageConnectsTo('http://127.0.0.1:1234/pair')).toBe(true)
    expect(pageConnectsTo('ws://127.0.0.1:1234')).toBe(true)
    expect(pageConnectsTo('ws://127.0.0.1:1235')).toBe(false)
  })
})

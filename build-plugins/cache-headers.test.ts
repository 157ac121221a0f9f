import { expect, it } from 'vitest'
import { headersFileText, IMMUTABLE, serverHeaders } from './cache-headers.ts'

it('lets browsers keep the hashed files in assets/ for good, and checks the rest each load', () => {
  const { all, assets } = serverHeaders()
  expect(assets['Cache-Control']).toBe(IMMUTABLE)
  expect(all['Cache-Control']).toBe('no-cache')
})

it('sends the policy with what a meta policy cannot carry', () => {
  const policy = serverHeaders().all['Content-Security-Policy']!
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
})

it('writes the headers as Netlify and Cloudflare Pages read them', () => {
  const lines = headersFileText().split('\n')
  expect(lines[0]).toBe('/*')
  expect(lines).toContain('/assets/*')
  expect(lines).toContain(`  Cache-Control: ${IMMUTABLE}`)
  expect(
    lines.filter((line) => line.startsWith('  ')).every((line) => /^ {2}[\w-]+: /.test(line)),
  ).toBe(true)
})

import type { Plugin } from 'vite'
import { CONTENT_SECURITY_POLICY, HEADER_ONLY_DIRECTIVES, policyText } from './csp.ts'

/**
 * How long a browser may keep each file of the built app without asking the server again
 * (docs/security.md, Headers for servers). Files in `assets/` carry a hash of their content in
 * their names: a new build gives new names, so a browser may keep them for good. Everything
 * else (`index.html`, `sw.js`, `boot.js`, the manifest) keeps its name across builds and is
 * checked on every load (`no-cache`).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** Where the build writes its headers, in the format Netlify and Cloudflare Pages read. */
export const HEADERS_FILE = '_headers'

/** The headers every response of the built app carries, and those of `assets/` on top. */
export function serverHeaders(): { all: Record<string, string>; assets: Record<string, string> } {
  return {
    all: {
      'Content-Security-Policy': policyText({
        ...CONTENT_SECURITY_POLICY,
        ...HEADER_ONLY_DIRECTIVES,
      }),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': REVALIDATE,
    },
    assets: { 'Cache-Control': IMMUTABLE },
  }
}

/** `_headers`: one block per path pattern, a header per indented line. */
export function headersFileText(): string {
  const { all, assets } = serverHeaders()
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return `${block('/*', all)}\n${block('/assets/*', assets)}\n`
}

/**
 * Writes `_headers` into the build: `npm start` (scripts/serve.mjs) sends what it says, and
 * hosts that read the file (Netlify, Cloudflare Pages) do the same.
 */
export function headersFile(): Plugin {
  return {
    name: 'hearth:headers-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFileText() })
    },
  }
}

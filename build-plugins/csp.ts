import type { Plugin } from 'vite'

/**
 * The Content-Security-Policy of the built app (docs/security.md). Scripts only from the app's
 * own files: nothing inline runs (public/pre-paint.js and public/boot.js are files). Styles may
 * be inline: the stylesheet is inlined for a fast first paint, and Radix and CodeMirror add
 * style elements. Images allow https: here so that `public/pre-paint.js` can narrow them per
 * device ('Load site icons' off: no https:); a second policy can only narrow the first.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self'",
  // Sync (Settings > Data > Sync) reaches a server the user runs: over TLS, or on this
  // computer. A paired device narrows this to its own server (public/pre-paint.js).
  'connect-src':
    "'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'frame-src': "'none'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
}

/** Directives a `<meta>` policy cannot carry; servers send them as a header. */
export const HEADER_ONLY_DIRECTIVES: Record<string, string> = { 'frame-ancestors': "'none'" }

export const policyText = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')

/** Puts the policy first in every built page's <head>, before anything it governs. */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'hearth:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: policyText(CONTENT_SECURITY_POLICY),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}

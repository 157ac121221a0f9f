import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { zipSync } from 'fflate'
import type { Plugin, ResolvedConfig } from 'vite'
import { CONTENT_SECURITY_POLICY, policyText } from './csp.ts'

/** Where `npm run build:extension` writes the unpacked extension. */
export const EXTENSION_DIR = 'dist-extension/hearth'

interface ExtensionOptions {
  version: string
  description: string
}

/**
 * The new-tab extension (`vite build --mode extension`): Manifest V3 for Chromium-based
 * browsers and Firefox, replacing the new tab page with Hearth. It asks for no permissions: its
 * data lives in the extension's own origin (IndexedDB, localStorage), like the web app's.
 */
export function extensionManifest({ version, description }: ExtensionOptions) {
  return {
    manifest_version: 3,
    name: 'Hearth',
    short_name: 'Hearth',
    description,
    // Stores take dotted numbers only: 0.1.0-beta is not a version there.
    version: version.replace(/[^\d.].*$/, ''),
    icons: Object.fromEntries([16, 32, 48, 128].map((size) => [size, `icons/icon-${size}.png`])),
    chrome_url_overrides: { newtab: 'index.html' },
    // Extension pages may only narrow MV3's own script policy; the page's <meta> adds the rest.
    content_security_policy: {
      extension_pages: policyText({
        'script-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'none'",
        'img-src': CONTENT_SECURITY_POLICY['img-src']!,
      }),
    },
    browser_specific_settings: {
      gecko: { id: 'hearth@hearth.local', strict_min_version: '128.0' },
    },
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Writes manifest.json into the build, and the build as a zip beside it. */
export function browserExtension(options: ExtensionOptions): Plugin {
  let config: ResolvedConfig
  return {
    name: 'hearth:browser-extension',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(extensionManifest(options), null, 2)}\n`,
      })
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const files = Object.fromEntries(
        filesUnder(outDir)
          // Vite's manifest of chunks is for bench/, not for the browser.
          .filter((path) => !relative(outDir, path).startsWith('.vite'))
          .map((path) => [relative(outDir, path).split('\\').join('/'), readFileSync(path)]),
      )
      const zip = resolve(outDir, '..', `hearth-extension-${options.version}.zip`)
      writeFileSync(zip, zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }))
      config.logger.info(
        `Extension: ${relative(config.root, outDir)}/ and ${relative(config.root, zip)}`,
      )
    },
  }
}

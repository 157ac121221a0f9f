import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'

const SECTIONS = [
  { name: 'Todos', path: 'todos' },
  { name: 'Notes', path: 'notes' },
  { name: 'Bookmarks', path: 'bookmarks' },
  { name: 'Tools', path: 'tools' },
  { name: 'Settings', path: 'settings' },
]

/**
 * The web app manifest. Colours are the dark theme's, Hearth's default; the page's own
 * `theme-color` follows the theme the user picked (public/pre-paint.js, theme-store.ts).
 */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: './',
  name: 'Hearth',
  short_name: 'Hearth',
  description: 'Your local-first personal workspace: todos, notes, bookmarks and tools.',
  lang: 'en',
  dir: 'ltr',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#18181b',
  background_color: '#09090b',
  categories: ['productivity', 'utilities'],
  icons: [
    { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Overview', url: './#/' },
    ...SECTIONS.map(({ name, path }) => ({ name, url: `./#/${path}` })),
  ].map((shortcut) => ({
    ...shortcut,
    icons: [{ src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  })),
}

/**
 * The service worker (Workbox, through vite-plugin-pwa): it precaches the whole app, every
 * section's code included, so after one visit Hearth opens and works with no network. A new
 * version waits until the user chooses 'Reload' (src/app/updates.ts): never a reload by itself.
 */
export const serviceWorker = (enabled: boolean) =>
  VitePWA({
    disable: !enabled,
    registerType: 'prompt',
    // src/app/updates.ts registers it, after the first screen.
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: WEB_APP_MANIFEST,
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The component showcase is a developer page.
      globIgnores: ['showcase.html', 'assets/showcase-*'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/showcase/],
      cleanupOutdatedCaches: true,
      // The manifest's icons are in the list already (globPatterns).
      // The first visit's page is served from the cache at once: offline from that moment.
      clientsClaim: true,
      // Hashed file names change with their content: no revision needed.
      dontCacheBustURLsMatching: /assets\/.+-[\w-]{8}\.\w+$/,
      // A module imported again after a failed fetch (`src/lib/import-again.ts`) has a `retry`
      // query: the precache answers it as the module itself.
      ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^retry$/],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  })

import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config'
import { bootKeyList, inlineStyles, startAfterFirstPaint } from './build-plugins/boot.ts'
import bootKeys from './src/app/shortcuts/boot-keys.json' with { type: 'json' }
import { contentSecurityPolicy } from './build-plugins/csp.ts'
import { firstLoadChunks, sourcePath } from './build-plugins/chunks.ts'
import { browserExtension, EXTENSION_DIR } from './build-plugins/extension.ts'
import { headersFile } from './build-plugins/cache-headers.ts'
import { compression } from 'vite-plugin-compression2'
import { fastStrings } from './build-plugins/fast-strings.ts'
import { serviceWorker } from './build-plugins/pwa.ts'
import pkg from './package.json' with { type: 'json' }

/**
 * A unit test project split in two. Most files share the two workers' processes, each file in a
 * VM context of its own (pool `vmThreads`: fresh modules and globals per file, without a new
 * process and a new DOM library per file, which took about half of the unit tests' time). A
 * file runs in a process of its own (pool `forks`) when it needs what a shared process cannot
 * give it: its own time zone (`setTimeZone`: TZ is the process's), jsdom (whose `performance`
 * lacks `mark` in a VM context), or tabs that talk over a BroadcastChannel (a VM context with a
 * DOM has none). Modules tested in jsdom for its faithful HTML parser (Markdown, bookmark files:
 * pure functions, no component, no time zone) share a worker thread's modules and jsdom instead
 * (`isolate: false`): a process and a jsdom of their own cost each about a second.
 */
function sharedOrOwnProcess(project: {
  name: string
  environment: 'node' | 'happy-dom'
  include: string[]
}): TestProjectInlineConfiguration[] {
  // Only Vitest reads the test projects: `vite build` and `vite preview` skip reading every file.
  if (!process.env.VITEST) return []
  const needsOwnProcess = /setTimeZone\(|@vitest-environment jsdom|BroadcastChannel|startTabSync/
  const root = fileURLToPath(new URL('.', import.meta.url))
  const own = project.include
    .map((pattern) => pattern.split('/**/')[0]!)
    .flatMap((dir) =>
      readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.replaceAll('\\', '/')}`,
      ),
    )
    .filter((file) =>
      project.include.some((pattern) => {
        const [dir, suffix] = pattern.split('/**/*')
        return file.startsWith(`${dir}/`) && file.endsWith(suffix!)
      }),
    )
    .filter((file) => needsOwnProcess.test(readFileSync(`${root}${file}`, 'utf8')))
  const parsesHtml = own.filter((file) => {
    const text = readFileSync(`${root}${file}`, 'utf8')
    return (
      file.endsWith('.test.ts') &&
      text.includes('@vitest-environment jsdom') &&
      !/setTimeZone\(|BroadcastChannel|startTabSync/.test(text)
    )
  })
  return [
    {
      extends: true,
      test: {
        ...project,
        pool: 'vmThreads',
        exclude: [...configDefaults.exclude, ...own],
      },
    },
    {
      extends: true,
      test: {
        ...project,
        name: `${project.name} (own process)`,
        include: own.filter((file) => !parsesHtml.includes(file)),
        pool: 'forks',
      },
    },
    ...(parsesHtml.length > 0
      ? [
          {
            extends: true as const,
            test: {
              ...project,
              name: `${project.name} (jsdom, shared)`,
              include: parsesHtml,
              pool: 'threads' as const,
              isolate: false,
            },
          },
        ]
      : []),
  ]
}

const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url))

// `vite build --mode extension` (npm run build:extension) builds the new-tab browser extension.
export default defineConfig(({ mode }) => {
  const extension = mode === 'extension'
  // What the start page shows first: the Overview and its default widgets. boot.js fetches their
  // code at once, and it comes in a chunk of its own (build-plugins/chunks.ts).
  const overview = [
    'src/app/workspace/workspace-gate.tsx',
    'src/features/overview/overview-page.tsx',
    // The default layout's widgets (src/data/doc/default-layout.ts).
    'src/features/overview/widgets/clock/clock-widget.tsx',
    'src/features/overview/widgets/search/search-widget.tsx',
    'src/features/todos/widgets/todos-widget.tsx',
    'src/features/todos/widgets/calendar-widget.tsx',
    'src/features/notes/widgets/notes-widget.tsx',
    'src/features/bookmarks/widgets/bookmarks-widget.tsx',
  ].map(sourcePath)
  const firstLoad = firstLoadChunks({
    data: sourcePath('src/data/start.ts'),
    app: sourcePath('src/main.tsx'),
    overview,
    // Loaded once the first screen is shown (`app/layouts/shell-parts.tsx`).
    shell: ['src/app/shortcuts/command-host.tsx'].map(sourcePath),
  })
  return {
    base: './',
    plugins: [
      react(),
      tailwindcss(),
      fastStrings(),
      contentSecurityPolicy(),
      inlineStyles(),
      startAfterFirstPaint({ overview }),
      bootKeyList(bootKeys),
      firstLoad.plugin,
      serviceWorker(!extension),
      // `npm start` (scripts/serve.mjs) sends these headers and these precompressed files.
      !extension && headersFile(),
      !extension &&
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(html|css|js|mjs|json|svg|webmanifest)$/,
          threshold: 1024,
          logLevel: 'silent',
        }),
      extension && browserExtension({ version: pkg.version, description: pkg.description }),
    ],
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      ...(extension && { outDir: EXTENSION_DIR, emptyOutDir: true }),
      // bench/ reads the entry's static import graph from the manifest.
      manifest: true,
      // A lazily loaded chunk's imports are found by the browser's module loader when the chunk
      // arrives, not listed ahead by the loader Vite puts before each dynamic import: that
      // inserted a `<link rel="modulepreload">` per import, 10 to 20 of them in one task for a
      // section preloaded in the background (15-40 ms on a slow machine). The first screen's
      // chunks are listed in index.html (public/boot.js fetches them); stylesheets still are.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      rollupOptions: {
        input: {
          main: page('index'),
          // The data session's own entry (src/data/start.ts), started by public/boot.js.
          'data-start': fileURLToPath(new URL('./src/data/start.ts', import.meta.url)),
          ...(!extension && { showcase: page('showcase') }),
        },
        output: { codeSplitting: { groups: firstLoad.groups } },
      },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    test: {
      setupFiles: ['src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // Two workers on two cores (Vitest's default leaves one idle).
      maxWorkers: 2,
      // Property tests and whole-module imports take a few seconds on a busy two-core machine;
      // a hang still fails, just not a slow CPU.
      testTimeout: 20_000,
      projects: [
        // Components render in happy-dom (a third of jsdom's start-up per file); a file whose
        // code parses HTML for safety (Markdown, bookmark files) or needs a faithful selection
        // (CodeMirror) says `@vitest-environment jsdom`.
        ...sharedOrOwnProcess({
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
        }),
        // Modules run in Node; a file that needs a browser API says
        // `@vitest-environment happy-dom` (or jsdom, as above).
        ...sharedOrOwnProcess({
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'build-plugins/**/*.test.ts'],
        }),
        // The sync server (server/), against real servers it starts; scale-out against the
        // Redis and PostgreSQL that scripts/services.mjs starts.
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/test/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }
})

import type { IndexHtmlTransformHook } from 'vite'
import { expect, it } from 'vitest'
import { bootKeyList, inlineStyles, startAfterFirstPaint } from './boot.ts'

const HTML = `<head><script type="module" crossorigin src="./assets/main-1.js"></script>
<link rel="modulepreload" crossorigin href="./assets/react-1.js"></head><body></body>`

/** A built bundle's chunks, as far as the plugin reads them. */
const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  moduleIds: string[],
  imports: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  moduleIds,
  imports,
})

function transform(bundle: Record<string, ReturnType<typeof chunk>>) {
  const overview = ['/app/src/features/overview/overview-page.tsx']
  const hook = startAfterFirstPaint({ overview }).transformIndexHtml as {
    handler: IndexHtmlTransformHook
  }
  const html = hook.handler.call({} as never, HTML, { bundle } as never) as string
  const list = /<script type="application\/json" id="hearth-modules">([^<]*)<\/script>/.exec(html)
  return { html, modules: JSON.parse(list![1]!) as Record<string, unknown> }
}

it('lists the entry, the data session entry and the preloads for boot.js, and runs nothing itself', () => {
  const { html, modules } = transform({
    main: chunk('assets/main-1.js', '/app/index.html', ['/app/src/main.tsx']),
    session: chunk('assets/session-1.js', null, ['/app/src/data/session.ts'], ['assets/yjs-1.js']),
    start: chunk('assets/data-start-1.js', '/app/src/data/start.ts', ['/app/src/data/start.ts']),
  })
  expect(modules).toEqual({
    entry: './assets/main-1.js',
    data: './assets/data-start-1.js',
    preloads: ['./assets/react-1.js', './assets/session-1.js', './assets/yjs-1.js'],
    overview: [],
    kit: [],
  })
  expect(html).not.toMatch(/<script type="module"|modulepreload/)
})

it('leaves the data session to main.tsx in a build without its entry', () => {
  const { modules } = transform({
    main: chunk('assets/main-1.js', '/app/index.html', ['/app/src/main.tsx']),
  })
  expect(modules.data).toBeUndefined()
  expect(modules.entry).toBe('./assets/main-1.js')
})

it("lists the Overview's chunks and what they import, less what the entry's list has", () => {
  const { modules } = transform({
    main: chunk('assets/main-1.js', '/app/index.html', ['/app/src/main.tsx']),
    'assets/overview-1.js': chunk(
      'assets/overview-1.js',
      null,
      ['/app/src/features/overview/overview-page.tsx', '/app/src/lib/grid.ts'],
      ['assets/react-1.js', 'assets/icons-1.js'],
    ),
    'assets/icons-1.js': chunk('assets/icons-1.js', null, ['/app/node_modules/lucide-react/x.js']),
    notes: chunk('assets/notes-1.js', null, ['/app/src/features/notes/notes-page.tsx']),
  })
  expect(modules.overview).toEqual(['./assets/overview-1.js', './assets/icons-1.js'])
})

it("lists the document's code and what it imports, less what the entry's list has", () => {
  const { modules } = transform({
    main: chunk('assets/main-1.js', '/app/index.html', ['/app/src/main.tsx']),
    'assets/yjs-kit-1.js': chunk(
      'assets/yjs-kit-1.js',
      null,
      ['/app/src/data/doc/yjs-kit.ts', '/app/node_modules/yjs/dist/yjs.mjs'],
      ['assets/react-1.js', 'assets/lib0-1.js'],
    ),
    'assets/lib0-1.js': chunk('assets/lib0-1.js', null, ['/app/node_modules/lib0/map.js']),
  })
  expect(modules.kit).toEqual(['./assets/yjs-kit-1.js', './assets/lib0-1.js'])
})

it('inlines the stylesheet and leaves a disabled link to it, so lazy chunks do not fetch it again', () => {
  const hook = inlineStyles().transformIndexHtml as { handler: IndexHtmlTransformHook }
  const html = hook.handler.call(
    {} as never,
    '<head><link rel="stylesheet" crossorigin href="./assets/app-1.css"></head>',
    { bundle: { 'assets/app-1.css': { type: 'asset', source: 'body{color:red}' } } } as never,
  ) as string
  expect(html).toBe(
    '<head><style>body{color:red}</style><link rel="stylesheet" href="./assets/app-1.css" disabled></head>',
  )
})

it('puts the boot key list before the script that reads it, where nothing can end it early', () => {
  const hook = bootKeyList({ shortcuts: [{ id: '</script><b>' }] }).transformIndexHtml as {
    handler: IndexHtmlTransformHook
  }
  const html = hook.handler.call(
    {} as never,
    '<body><script src="./boot-keys.js"></script><script src="./boot.js"></script></body>',
    { filename: '/app/index.html' } as never,
  ) as string
  const block =
    /<script type="application\/json" id="hearth-keys">([^<]*)<\/script><script src="\.\/boot-keys\.js">/.exec(
      html,
    )
  expect(block).not.toBeNull()
  expect(JSON.parse(block![1]!)).toEqual({ shortcuts: [{ id: '</script><b>' }] })
})

import { serveBuild, LATENCY_ARGS, openReady } from './lib.mjs'
import { prepare, NOTE_MARKER } from './scale-lib.mjs'
const server = await serveBuild('/work/main', 4188)
const url = server.url
const p = await prepare(url, { name: 'empty', sample: null })
await p.reopen(LATENCY_ARGS, { width: 1280, height: 800 })
const ctx = p.context
const id = decodeURIComponent(p.note.slice('#/notes/'.length))
let page = await openReady(ctx, `${url}#/notes`)
await page.getByRole('button', { name: 'New note' }).click()
await page.waitForURL(/#\/notes\/note/)
await page.locator('.cm-content').click()
await page.keyboard.insertText(`See [x](hearth:${id}).\n`)
await page.waitForTimeout(1500)
await page.close()
for (let i = 0; i < 3; i++) {
  page = await ctx.newPage()
  await page.goto(`${url}${p.note}`)
  await page.getByRole('heading', { name: 'Linked from' }).waitFor()
  console.log(await page.evaluate(() => ({
    nav: performance.now(),
    decodes: performance.getEntriesByName('hearth:doc-decode-start').map(e => Math.round(e.startTime)),
    ready: performance.getEntriesByName('hearth:workspace-ready').map(e => Math.round(e.startTime)),
    editor: performance.getEntriesByName('hearth:note-editor-ready').map(e => Math.round(e.startTime)),
    marks: performance.getEntriesByType('mark').map(e => `${e.name}@${Math.round(e.startTime)}`).join(' '),
  })))
  await page.close()
}
await p.close()
server.stop()
process.exit(0)

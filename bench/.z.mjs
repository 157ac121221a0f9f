import { serveBuild, LATENCY_ARGS, openReady } from './lib.mjs'
import { prepare } from './scale-lib.mjs'
const server = await serveBuild('/work/main', 4188)
const url = server.url
const p = await prepare(url, { name: 'empty', sample: null })
await p.reopen(LATENCY_ARGS, { width: 1280, height: 800 })
let page = await openReady(p.context, `${url}#/notes`)
await page.getByRole('button', { name: 'New note' }).click()
await page.waitForURL(/#\/notes\/note/)
await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Links bench note')
const linking = new URL(page.url()).hash
await page.waitForTimeout(1000)
await page.close()
page = await openReady(p.context, `${url}${linking}`)
await page.locator('.cm-content').click()
await page.keyboard.press('Control+End')
await page.waitForTimeout(1000)
await page.evaluate(() => {
  window.__suggested = []
  let key = null
  window.addEventListener('keydown', (event) => event.key === '[' && (key = event.timeStamp), true)
  new MutationObserver(() => {
    if (key === null || !document.querySelector('.cm-tooltip-autocomplete [role="option"]')) return
    const from = key
    key = null
    requestAnimationFrame(() => setTimeout(() => window.__suggested.push(Math.round(performance.now() - from)), 0))
  }).observe(document, { subtree: true, childList: true })
})
for (let i = 0; i < 12; i++) {
  await page.keyboard.type('[[')
  await page.locator('.cm-tooltip-autocomplete [role="option"]').first().waitFor({ timeout: 60_000 })
  await page.keyboard.press('Escape')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.waitForTimeout(150)
}
console.log(await page.evaluate(() => window.__suggested))
await p.close()
server.stop()
process.exit(0)

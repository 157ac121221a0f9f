// Not './test''s `test`: these tests break the policy on purpose, and watch for it themselves.
import { expect, test, type Page } from '@playwright/test'
import { open } from './helpers'
import { watchSecurity } from './test'

/** Records this page's policy violations (the guard in './test' would fail on them). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] }
    w.__violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

/**
 * Asks the page to show an image from another site, as a bookmark's site icon would, and waits
 * until the browser is done with it (here it cannot load: no network; or the policy refused it).
 */
const showRemoteImage = (page: Page) =>
  page.evaluate(async () => {
    const img = document.createElement('img')
    img.alt = ''
    const settled = new Promise((done) => img.addEventListener('error', done))
    img.src = 'https://icons.example/favicon.ico'
    document.body.append(img)
    await settled
  })

test('the policy is in force: an injected inline script neither runs nor goes unreported', async ({
  page,
}) => {
  const violations = await recordViolations(page)
  await open(page, '/')
  const policy = page.locator('head > meta[http-equiv="Content-Security-Policy"]').first()
  await expect(policy).toHaveAttribute('content', /script-src 'self';.*object-src 'none'/)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__ran = true'
    document.head.append(script)
    const button = document.createElement('button')
    button.setAttribute('onclick', 'window.__ran = true')
    document.body.append(button)
    button.click()
  })
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBe(
    undefined,
  )
  // The server's header and the page's own policy each report it.
  await expect
    .poll(async () => [...new Set(await violations())])
    .toEqual(['script-src-elem inline', 'script-src-attr inline'])
})

test("images from other sites load only with 'Load site icons' on", async ({ page }) => {
  const violations = await recordViolations(page)
  await open(page, '/')
  await showRemoteImage(page)
  await expect.poll(violations).toEqual(['img-src https://icons.example/favicon.ico'])

  // On: the device's policy lets https: images in from the next load.
  await page.evaluate(() =>
    localStorage.setItem(
      'hearth:preferences',
      JSON.stringify({ state: { loadSiteIcons: true }, version: 1 }),
    ),
  )
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-commands', 'ready')
  await expect(page.locator('meta[data-hearth-csp]')).toHaveAttribute('content', /https:/)
  await showRemoteImage(page)
  expect(await violations()).toEqual([])
})

test('the guard that watches every e2e test sees a violation and an inline handler', async ({
  page,
  context,
}) => {
  const check = await watchSecurity(context)
  await open(page, '/')
  await showRemoteImage(page)
  await expect(check()).rejects.toThrow(/Content-Security-Policy violations/)
  await page.evaluate(() => {
    document.querySelector('img')?.remove()
    document.body.append(Object.assign(document.createElement('div'), { innerHTML: '' }))
    document.body.lastElementChild!.setAttribute('onmouseover', 'void 0')
  })
  await expect(check()).rejects.toThrow(/inline event handlers/)
})

/** Asks the page to fetch `url`: 'refused' when the fetch fails, else its status. */
const fetchFrom = (page: Page, url: string) =>
  page.evaluate(
    (url) =>
      fetch(url).then(
        (response) => String(response.status),
        () => 'refused',
      ),
    url,
  )

test('a fetch to a host other than the configured sync server is refused by the policy', async ({
  page,
}) => {
  const violations = await recordViolations(page)
  // Not paired: no server at all, only Hearth's own files.
  await open(page, '/')
  expect(await fetchFrom(page, 'https://sync.example.org/pair')).toBe('refused')
  expect(await fetchFrom(page, 'http://127.0.0.1:1234/pair')).toBe('refused')
  expect(await fetchFrom(page, './manifest.webmanifest')).toBe('200')
  await expect
    .poll(violations)
    .toEqual([
      'connect-src https://sync.example.org/pair',
      'connect-src http://127.0.0.1:1234/pair',
    ])

  // Paired with a server on this computer: that one server, and no other.
  await page.evaluate(() =>
    localStorage.setItem(
      'hearth:sync',
      JSON.stringify({
        serverUrl: 'http://127.0.0.1:1',
        token: 't',
        userId: 'u',
        userName: 'Ann',
        deviceId: 'd',
        workspaces: [],
      }),
    ),
  )
  await page.reload()
  await open(page, '/')
  expect(await fetchFrom(page, 'https://sync.example.org/pair')).toBe('refused')
  expect(await fetchFrom(page, 'http://127.0.0.1:2/pair')).toBe('refused')
  // Allowed by the policy: it fails only because nothing listens there.
  expect(await fetchFrom(page, 'http://127.0.0.1:1/pair')).toBe('refused')
  await expect
    .poll(violations)
    .toEqual(['connect-src https://sync.example.org/pair', 'connect-src http://127.0.0.1:2/pair'])
})

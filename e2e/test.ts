import { expect, test as base, type BrowserContext, type Page } from '@playwright/test'

export * from '@playwright/test'

declare global {
  interface Window {
    __hearthCspViolation?: (text: string) => void
  }
}

/**
 * Watches every page of a context, across reloads: each Content-Security-Policy violation (a
 * `securitypolicyviolation` event) is recorded. The returned check fails on any, and on any
 * element that carries an inline event handler (`onclick=…`) in the pages still open.
 */
export async function watchSecurity(context: BrowserContext): Promise<() => Promise<void>> {
  const violations: string[] = []
  await context.exposeBinding('__hearthCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__hearthCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return async () => {
    for (const page of context.pages()) {
      if (page.isClosed()) continue
      const handlers = await page
        .evaluate(() =>
          Array.from(document.querySelectorAll('*')).flatMap((element) =>
            Array.from(element.attributes)
              .filter((attribute) => /^on/i.test(attribute.name))
              .map((attribute) => `<${element.localName} ${attribute.name}>`),
          ),
        )
        .catch(() => [])
      expect(handlers, 'inline event handlers').toEqual([])
    }
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  }
}

/**
 * Follows what the pages of a context log as warnings and errors, and the errors they throw,
 * across reloads; the returned function prints the last of them and each open page's last
 * performance marks (a failed test's stdout: what a run under load leaves to go on).
 */
function followLogs(context: BrowserContext): () => Promise<void> {
  const lines: string[] = []
  const started = Date.now()
  const note = (page: number, text: string) =>
    lines.push(`[+${Date.now() - started} ms, page ${page}] ${text}`.slice(0, 600))
  const follow = (page: Page) => {
    const number = context.pages().indexOf(page) + 1
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        note(number, `${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => note(number, `uncaught: ${error.message}`))
  }
  context.pages().forEach(follow)
  context.on('page', follow)
  return async () => {
    if (lines.length) console.log(`What the pages logged:\n${lines.slice(-60).join('\n')}`)
    // And the last of Hearth's performance marks in each page still open (a hung page: none).
    for (const [i, page] of context.pages().entries()) {
      const marks = page.isClosed()
        ? null
        : await Promise.race([
            page
              .evaluate(() =>
                performance
                  .getEntries()
                  .filter((entry) => entry.name.startsWith('hearth:'))
                  .slice(-25)
                  .map((entry) => `${entry.name} ${Math.round(entry.startTime)}`),
              )
              .catch(() => null),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
          ])
      if (marks) console.log(`Page ${i + 1} (${page.url()}), its last marks: ${marks.join(', ')}`)
    }
  }
}

/**
 * Playwright's `test`, with {@link watchSecurity} on every test's context (checked once the
 * test passed; a failed one prints its pages' logs instead, `followLogs`). Every spec imports
 * `test` from here, so every route, dialog and file the suite opens is checked.
 */
export const test = base.extend<{ securityGuard: void }>({
  securityGuard: [
    async ({ context }, use, testInfo) => {
      const check = await watchSecurity(context)
      const printLogs = followLogs(context)
      await use()
      // A test that failed already is not checked further: a page it left paused in the
      // debugger (owner-by-lock.spec.ts's frozen tab) would never answer the check.
      if (testInfo.status !== testInfo.expectedStatus) await printLogs()
      else await check()
    },
    { auto: true },
  ],
})

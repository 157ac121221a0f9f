import { expect, test as base, type BrowserContext } from '@playwright/test'

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
 * Playwright's `test`, with {@link watchSecurity} on every test's context. Every spec imports
 * `test` from here, so every route, dialog and file the suite opens is checked.
 */
export const test = base.extend<{ securityGuard: void }>({
  securityGuard: [
    async ({ context }, use) => {
      const check = await watchSecurity(context)
      await use()
      await check()
    },
    { auto: true },
  ],
})

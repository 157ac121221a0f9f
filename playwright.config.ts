import { defineConfig, devices } from '@playwright/test'
import chromiumArgs from './scripts/chromium-args.json' with { type: 'json' }

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium'
const port = Number(process.env.E2E_PORT || 4174)
// Another build directory (`vite build --outDir …`) lets several builds be tested side by side.
const outDir = process.env.E2E_OUT_DIR || 'dist'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    trace: 'off',
    // Each test's page would precache the whole app (2.5 MB); e2e/offline.spec.ts allows them.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // As `npm start` serves it: precompressed files and the build's headers.
    command: `node scripts/serve.mjs --dir ${outDir} --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})

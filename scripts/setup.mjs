// Shared set-up for `npm start`, `npm test` and `npm run bench`: installs what a
// fresh clone of a fresh machine is missing, and finds a Chromium to drive.
import { execSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..')

export function run(command, options = {}) {
  console.log(`\n> ${command}`)
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: root, ...options })
  return result.status ?? 1
}

export function mustRun(command, options) {
  const status = run(command, options)
  if (status !== 0) {
    console.error(`\n✖ "${command}" failed (exit ${status}).`)
    process.exit(status)
  }
}

/**
 * Runs commands side by side (each leaves part of two cores idle some of the time; together
 * they keep both busy), printing each one's output whole, with its time, when all have ended,
 * and exits if any failed.
 */
export async function mustRunTogether(commands) {
  const results = await Promise.all(
    commands.map(
      (command) =>
        new Promise((done) => {
          const started = Date.now()
          const child = spawn(command, {
            shell: true,
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
          })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (status) =>
            done({ command, status: status ?? 1, output, seconds: (Date.now() - started) / 1000 }),
          )
        }),
    ),
  )
  for (const { command, output, seconds } of results)
    console.log(`\n> ${command} (${Math.round(seconds)} s)\n${output}`)
  const failed = results.find((r) => r.status !== 0)
  if (failed) {
    console.error(`\n✖ "${failed.command}" failed (exit ${failed.status}).`)
    process.exit(failed.status)
  }
}

/** Installs dependencies with `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = resolve(root, 'node_modules/.package-lock.json')
  const lock = resolve(root, 'package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing dependencies (npm ci)…')
  mustRun('npm ci --no-audit --no-fund')
}

/** Returns the path of a Chromium to drive, installing Debian's when running as root. */
export function ensureChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean)
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium package…")
    mustRun(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  console.error(
    '✖ No Chromium found. Install Chromium (Debian: `apt-get install chromium`) ' +
      'or set CHROME_PATH to the Chromium or Chrome executable, then run again.',
  )
  process.exit(1)
}

/** Builds the production app unless dist/ is newer than every source file. */
export function build() {
  mustRun('npm run -s build')
}

export function gitDescribe() {
  try {
    return execSync('git rev-parse --short HEAD', {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim()
  } catch {
    return 'unknown'
  }
}

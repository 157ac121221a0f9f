import { afterEach, expect, it, vi } from 'vitest'
import { checkInBackground, type BackgroundChecks } from './start-from-rows'

afterEach(() => {
  vi.useRealTimers()
  performance.clearMarks()
})

/** Workers that answer at once, and what was asked of them. */
function workers(answer: { unreadable?: string; snapshot?: true } = {}) {
  const asked: string[] = []
  const checks: BackgroundChecks = {
    check: async (name) => (asked.push(`check ${name}`), answer),
    snapshot: async (name) => (asked.push(`snapshot ${name}`), answer.snapshot ? answer : {}),
  }
  return { asked, checks }
}

it('decodes the stored document in a worker a second after a start from rows', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const { asked, checks } = workers({ unreadable: 'bad update', snapshot: true })
  const unreadable = vi.fn()
  const snapshot = vi.fn()
  checkInBackground('db', unreadable, snapshot, () => false, checks)
  await vi.advanceTimersByTimeAsync(900)
  expect(asked).toEqual([])
  await vi.advanceTimersByTimeAsync(200)
  expect(asked).toEqual(['check db'])
  expect(unreadable).toHaveBeenCalledOnce()
  expect(snapshot).toHaveBeenCalledOnce()
})

it('leaves the check to the owner decoding the document, and takes only today’s snapshot', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const { asked, checks } = workers({ snapshot: true })
  const unreadable = vi.fn()
  const snapshot = vi.fn()
  let owner = false
  checkInBackground('db', unreadable, snapshot, () => owner, checks)
  // A note's text bound meanwhile: the owner decodes the log.
  owner = true
  await vi.advanceTimersByTimeAsync(1_100)
  expect(asked).toEqual(['snapshot db'])
  expect(snapshot).toHaveBeenCalledOnce()
  expect(unreadable).not.toHaveBeenCalled()
  expect(performance.getEntriesByName('hearth:doc-check-by-owner')).toHaveLength(1)
})

it('asks nothing once stopped (the page decoded the document)', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const { asked, checks } = workers()
  const stop = checkInBackground('db', () => {}, undefined, undefined, checks)
  stop()
  await vi.advanceTimersByTimeAsync(2_000)
  expect(asked).toEqual([])
})

import { afterEach, expect, it, vi } from 'vitest'
import { checkInBackground, type BackgroundChecks, type OwnerAsked } from './background-check'

afterEach(() => {
  vi.useRealTimers()
  performance.clearMarks()
})

/** Workers that answer at once (the check: when `answers`), and what was asked of them. */
function workers(answer: { unreadable?: string; snapshot?: true } = {}, answers = true) {
  const asked: string[] = []
  const ended: string[] = []
  const checks: BackgroundChecks = {
    check: (name, signal) => {
      asked.push(`check ${name}`)
      if (answers) return Promise.resolve(answer)
      // A large log, still being decoded: ended with its worker.
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => {
          ended.push(`check ${name}`)
          reject(new Error('ended'))
        }),
      )
    },
    snapshot: async (name) => (asked.push(`snapshot ${name}`), answer.snapshot ? answer : {}),
  }
  return { asked, ended, checks }
}

/** An owner the page may ask for the document (`ask`). */
function owner() {
  let asked = false
  const listeners = new Set<() => void>()
  const of: OwnerAsked = {
    asked: () => asked,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  }
  const ask = () => {
    asked = true
    listeners.forEach((listener) => listener())
  }
  return { of, ask }
}

const timers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
const byOwner = () => performance.getEntriesByName('hearth:doc-check-by-owner').length

it('decodes the stored document in a worker a second after a start from rows', async () => {
  timers()
  const { asked, checks } = workers({ unreadable: 'bad update', snapshot: true })
  const unreadable = vi.fn()
  const snapshot = vi.fn()
  checkInBackground('db', unreadable, snapshot, owner().of, checks)
  await vi.advanceTimersByTimeAsync(900)
  expect(asked).toEqual([])
  await vi.advanceTimersByTimeAsync(200)
  expect(asked).toEqual(['check db'])
  expect(unreadable).toHaveBeenCalledOnce()
  expect(snapshot).toHaveBeenCalledOnce()
  expect(byOwner()).toBe(0)
})

it('leaves the check to the owner decoding the document, and takes only today’s snapshot', async () => {
  timers()
  const { asked, checks } = workers({ snapshot: true })
  const unreadable = vi.fn()
  const snapshot = vi.fn()
  const { of, ask } = owner()
  checkInBackground('db', unreadable, snapshot, of, checks)
  // A note's text bound meanwhile: the owner decodes the log.
  ask()
  await vi.advanceTimersByTimeAsync(1_100)
  expect(asked).toEqual(['snapshot db'])
  expect(snapshot).toHaveBeenCalledOnce()
  expect(unreadable).not.toHaveBeenCalled()
  expect(byOwner()).toBe(1)
})

it('gives a check under way up when the owner is asked for the document, quietly', async () => {
  timers()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { asked, ended, checks } = workers({}, false)
  const { of, ask } = owner()
  checkInBackground('db', () => {}, undefined, of, checks)
  await vi.advanceTimersByTimeAsync(1_100)
  expect(asked).toEqual(['check db'])
  ask()
  await vi.advanceTimersByTimeAsync(0)
  expect(ended).toEqual(['check db'])
  expect(asked).toEqual(['check db', 'snapshot db'])
  expect(byOwner()).toBe(1)
  expect(warn).not.toHaveBeenCalled()
  // Asked again (another write): nothing more.
  ask()
  expect(asked).toHaveLength(2)
})

it('asks nothing once stopped (the page decoded the document)', async () => {
  timers()
  const { asked, checks } = workers()
  const stop = checkInBackground('db', () => {}, undefined, undefined, checks)
  stop()
  await vi.advanceTimersByTimeAsync(2_000)
  expect(asked).toEqual([])
})

import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearNotifications,
  dismissNotification,
  mostSevere,
  notify,
  useNotificationsStore,
} from './notifications-store'
import { sampleNotification } from './sample'

beforeEach(() => clearNotifications())

describe('mostSevere', () => {
  it('is null with no notifications', () => expect(mostSevere([])).toBeNull())
  it('ranks error > warn > success > info', () => {
    expect(mostSevere([{ kind: 'info' }, { kind: 'success' }])).toBe('success')
    expect(mostSevere([{ kind: 'info' }, { kind: 'warn' }, { kind: 'success' }])).toBe('warn')
    expect(mostSevere([{ kind: 'warn' }, { kind: 'error' }, { kind: 'info' }])).toBe('error')
    expect(mostSevere([{ kind: 'info' }])).toBe('info')
  })
})

it('adds newest first, dismisses one and clears all', () => {
  const first = notify({ kind: 'info', title: 'Info', message: 'one' })
  notify({ kind: 'warn', title: 'Warning', message: 'two' })
  expect(useNotificationsStore.getState().notifications.map((n) => n.message)).toEqual([
    'two',
    'one',
  ])
  dismissNotification(first)
  expect(useNotificationsStore.getState().notifications.map((n) => n.message)).toEqual(['two'])
  clearNotifications()
  expect(useNotificationsStore.getState().notifications).toEqual([])
})

it('makes a sample titled with its kind’s name: a warning reads “Warning”', () => {
  const titles = { error: 'Error', warn: 'Warning', success: 'Success', info: 'Info' }
  for (const r of [0, 0.3, 0.6, 0.99]) {
    const sample = sampleNotification(() => r)
    expect(sample.title).toBe(titles[sample.kind])
    expect(sample.message).toMatch(/\.$/)
  }
  expect(sampleNotification(() => 0.3).title).toBe('Warning')
})

it('gives each sample sentence the kind of news it is', () => {
  // Every pair of random draws (the kind, then the sentence), in steps fine enough to reach all.
  const seen = new Map<string, Set<string>>()
  for (let a = 0; a < 1; a += 0.01)
    for (let b = 0; b < 1; b += 0.01) {
      const draws = [a, b]
      const sample = sampleNotification(() => draws.shift() ?? 0)
      seen.set(sample.message, (seen.get(sample.message) ?? new Set()).add(sample.kind))
    }
  const kindsOf = (message: string) => [...(seen.get(message) ?? [])]
  expect(kindsOf('A storm is expected this evening, so bring the washing in.')).toEqual(['warn'])
  expect(kindsOf('Your backup finished without a hitch.')).toEqual(['success'])
  expect(kindsOf('Three bookmarks point at pages that no longer answer.')).toEqual(['error'])
  expect(kindsOf('A new version of Hearth is ready to use.')).toEqual(['info'])
  // Each sentence comes with one kind only.
  expect([...seen.values()].every((kinds) => kinds.size === 1)).toBe(true)
  expect(seen.size).toBe(10)
})

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
  notify({ kind: 'warn', title: 'Warn', message: 'two' })
  expect(useNotificationsStore.getState().notifications.map((n) => n.message)).toEqual([
    'two',
    'one',
  ])
  dismissNotification(first)
  expect(useNotificationsStore.getState().notifications.map((n) => n.message)).toEqual(['two'])
  clearNotifications()
  expect(useNotificationsStore.getState().notifications).toEqual([])
})

it('makes a sample whose title is the capitalised kind', () => {
  for (const r of [0, 0.3, 0.6, 0.99]) {
    const sample = sampleNotification(() => r)
    expect(['error', 'warn', 'success', 'info']).toContain(sample.kind)
    expect(sample.title).toBe(sample.kind.charAt(0).toUpperCase() + sample.kind.slice(1))
    expect(sample.message).toMatch(/\.$/)
  }
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { lead } from './tab-relay'
import { fakeLocks } from '@/testing/fake-locks'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => vi.unstubAllGlobals())

describe('one tab syncs each document', () => {
  it('leads at once where the browser has no Web Locks (every tab syncs, as before)', () => {
    vi.stubGlobal('navigator', {})
    const onLead = vi.fn()
    lead('hearth:sync:u/w', onLead)
    expect(onLead).toHaveBeenCalledOnce()
  })

  it('lets a second tab lead only once the first gives the lock up', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() })
    const first = vi.fn()
    const second = vi.fn()
    const giveUpFirst = lead('hearth:sync:u/w', first)
    lead('hearth:sync:u/w', second)
    await settle()
    expect(first).toHaveBeenCalledOnce()
    expect(second).not.toHaveBeenCalled()
    giveUpFirst()
    await settle()
    expect(second).toHaveBeenCalledOnce()
  })

  it('never leads after giving up while waiting; another document is led at once', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() })
    const giveUpFirst = lead('hearth:sync:u/w', () => {})
    const waiter = vi.fn()
    const giveUpWaiter = lead('hearth:sync:u/w', waiter)
    const other = vi.fn()
    lead('hearth:sync:u/directory', other)
    giveUpWaiter()
    giveUpFirst()
    await settle()
    expect(waiter).not.toHaveBeenCalled()
    expect(other).toHaveBeenCalledOnce()
  })
})

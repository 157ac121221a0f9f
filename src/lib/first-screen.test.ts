// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstScreen, firstScreenShown, preloadForScreen } from './first-screen'

describe('afterFirstScreen', () => {
  afterEach(() => {
    delete document.documentElement.dataset.ready
    document.body.replaceChildren()
    vi.useRealTimers()
  })

  it('waits for the workspace and for every part of the screen that is still loading', () => {
    vi.useFakeTimers()
    const task = vi.fn()
    const pending = document.createElement('div')
    pending.setAttribute('data-widget-loading', '')
    document.body.append(pending)
    afterFirstScreen(task)
    vi.advanceTimersByTime(500)
    expect(task).not.toHaveBeenCalled()
    document.documentElement.dataset.ready = 'true'
    vi.advanceTimersByTime(500)
    expect(task).not.toHaveBeenCalled()
    pending.remove()
    vi.advanceTimersByTime(500)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs anyway after 5 s, and never once cancelled', () => {
    vi.useFakeTimers()
    const late = vi.fn()
    const cancelled = vi.fn()
    afterFirstScreen(late)
    afterFirstScreen(cancelled)()
    vi.advanceTimersByTime(4000)
    expect(late).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2500)
    expect(late).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('waits for the code the screen preloads for its next steps, which comes first', async () => {
    vi.useFakeTimers()
    document.documentElement.dataset.ready = 'true'
    let arrive = () => {}
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)))
    const task = vi.fn()
    preloadForScreen(load)
    afterFirstScreen(task)
    await vi.advanceTimersByTimeAsync(1000)
    expect(load).toHaveBeenCalledOnce()
    expect(task).not.toHaveBeenCalled()
    arrive()
    await vi.advanceTimersByTimeAsync(1000)
    expect(task).toHaveBeenCalledOnce()
  })

  it('stops waiting for a screen preload that was cancelled or failed', async () => {
    vi.useFakeTimers()
    document.documentElement.dataset.ready = 'true'
    const cancelled = vi.fn(() => new Promise<void>(() => {}))
    preloadForScreen(cancelled)()
    preloadForScreen(() => Promise.reject(new Error('offline')))
    const task = vi.fn()
    afterFirstScreen(task)
    await vi.advanceTimersByTimeAsync(1000)
    expect(cancelled).not.toHaveBeenCalled()
    expect(task).toHaveBeenCalledOnce()
  })
})

describe('firstScreenShown', () => {
  afterEach(() => {
    delete document.documentElement.dataset.ready
    document.body.replaceChildren()
    vi.useRealTimers()
  })

  it('resolves once the workspace is open and nothing on the screen still loads, without idling', async () => {
    vi.useFakeTimers()
    const shown = vi.fn()
    const pending = document.createElement('div')
    pending.setAttribute('data-widget-loading', '')
    document.body.append(pending)
    void firstScreenShown().then(shown)
    document.documentElement.dataset.ready = 'true'
    await vi.advanceTimersByTimeAsync(200)
    expect(shown).not.toHaveBeenCalled()
    pending.remove()
    await vi.advanceTimersByTimeAsync(20)
    expect(shown).toHaveBeenCalledOnce()
  })

  it('resolves anyway after 5 s', async () => {
    vi.useFakeTimers()
    const shown = vi.fn()
    void firstScreenShown().then(shown)
    await vi.advanceTimersByTimeAsync(4900)
    expect(shown).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(shown).toHaveBeenCalledOnce()
  })
})

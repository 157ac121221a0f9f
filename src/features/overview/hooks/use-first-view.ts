import { useLayoutEffect, useRef, type RefObject } from 'react'
import { useWorkspace } from '@/data/hooks'
import {
  captureFirstView,
  isFirstViewHeld,
  LIVE_SELECTOR,
  onFirstViewReleased,
  releaseFirstView,
  storeFirstView,
  takeFirstView,
} from '@/lib/first-view'
import { PENDING_SELECTOR } from '@/lib/first-screen'
import { whenIdle } from '@/lib/idle'

/** Whether a change is inside content that the picture leaves blank (`LIVE_ATTRIBUTES`). */
const inLiveContent = ({ target }: MutationRecord) =>
  !!(target instanceof Element ? target : target.parentElement)?.closest(LIVE_SELECTOR)

/** A picture taken as the Overview is left is stored this long after, once the browser is idle. */
const STORE_LEFT_AFTER = 1000

/** While the Overview keeps changing, its picture is stored at most this often. */
const CAPTURE_EVERY = 3000

/**
 * The Overview's part in the cached first view (`src/lib/first-view.ts`):
 * - once every widget on the page has its content (`rendered`, and nothing still loading), the
 *   copy painted at start goes, in the same frame, so the live widgets take its place;
 * - from then on, a picture of the content area is stored for the next start: a few seconds
 *   after the page changes (when the browser is idle), when the page is left, and when the tab
 *   is hidden. Never in edit mode, and never while a widget is still loading. Left unchanged
 *   since its last picture, the page is not taken again; left changed, it is copied at once
 *   (its content goes with the next screen's commit) and the copy is stripped and stored once
 *   the browser is idle: that took 13 ms of the next screen's first task at Extra large.
 */
export function useFirstView(
  page: RefObject<HTMLElement | null>,
  rendered: boolean,
  editing: boolean,
) {
  const workspace = useWorkspace().id
  const state = useRef({ rendered, editing })
  useLayoutEffect(() => {
    state.current = { rendered, editing }
  })

  useLayoutEffect(() => {
    const root = page.current
    const content = document.getElementById('content')
    if (!root || !content) return
    const settled = () => state.current.rendered && !root.querySelector(PENDING_SELECTOR)
    /** Whether the page changed since its last picture was stored, and that picture's width. */
    let changed = true
    let width = 0
    const capturable = () =>
      !state.current.editing && !isFirstViewHeld() && settled() && content.contains(root)
    const capture = () => {
      if (!capturable()) return
      changed = false
      width = window.innerWidth
      captureFirstView(content, workspace, root)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelIdle: (() => void) | undefined
    const schedule = () => {
      if (timer || cancelIdle) return
      timer = setTimeout(() => {
        timer = undefined
        cancelIdle = whenIdle(
          () => {
            cancelIdle = undefined
            capture()
          },
          { timeout: 2000 },
        )
      }, CAPTURE_EVERY)
    }
    const check = () => {
      changed = true
      if (isFirstViewHeld() && settled()) releaseFirstView()
      schedule()
    }
    // Mutation records arrive before the next paint: the copy goes in the frame the last widget
    // gets its content. A clock's ticks (live content, blank in the picture) store nothing.
    const observer = new MutationObserver((records) => {
      if (records.every(inLiveContent)) {
        if (isFirstViewHeld() && settled()) releaseFirstView()
      } else check()
    })
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    const onHidden = () => document.visibilityState === 'hidden' && capture()
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', capture)
    const stopReleased = onFirstViewReleased(schedule)
    check()
    return () => {
      // Changes not yet told (their records wait for a microtask) count too.
      if (!observer.takeRecords().every(inLiveContent) || window.innerWidth !== width)
        changed = true
      observer.disconnect()
      stopReleased()
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', capture)
      clearTimeout(timer)
      cancelIdle?.()
      // Leaving the Overview: its content is still in the document here.
      if (!changed || !capturable()) return
      const copy = takeFirstView(content, root)
      const takenAt = window.innerWidth
      // After the next screen's first rows, which idle moments between their slices would
      // otherwise serve.
      setTimeout(() => whenIdle(() => storeFirstView(copy, workspace, takenAt)), STORE_LEFT_AFTER)
    }
  }, [page, workspace])
}

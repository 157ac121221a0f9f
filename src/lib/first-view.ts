/**
 * The Overview's cached first view: a copy of what the content area last showed on the
 * Overview, painted by `public/boot.js` with the boot shell, before any of the app's code has
 * loaded, and held on screen until the live Overview has all its widgets' content.
 *
 * - The Overview stores the copy (`captureFirstView`) when its widgets have settled, at most
 *   every few seconds while they change, when it is left, and when the tab is hidden.
 * - The copy is a picture only: ids, `data-` and `aria-` references, event handler attributes,
 *   scripts and embedded frames are left out here, and left out again by boot.js when it reads
 *   the copy back (stored data is never trusted to be only what this module wrote). boot.js
 *   shows it `inert` and hidden from assistive technology.
 * - It is shown only for the workspace and the window width it was taken with.
 */

import { FIRST_VIEW_KEY, type StoredFirstView } from './first-view-key'

export { FIRST_VIEW_KEY, forgetFirstView, type StoredFirstView } from './first-view-key'

/** The id of the element boot.js shows the copy in. */
export const FIRST_VIEW_ID = 'first-view'
/** A copy above this many characters is not kept (it would crowd the journal's storage). */
export const FIRST_VIEW_MAX = 200_000
/** After this long the copy goes, whatever the live Overview is doing. */
const HOLD_AT_MOST = 10_000

declare global {
  interface Window {
    /** The copy boot.js painted, until the content area adopts it (`public/boot.js`). */
    hearthFirstView?: HTMLElement | null
  }
}

const DROP_ELEMENTS = 'script, iframe, object, embed, frame, frameset, base, link, meta, noscript'
const DROP_ATTRIBUTE =
  /^(?:on|data-|id$|for$|name$|tabindex$|autofocus$|contenteditable$|srcdoc$|formaction$|action$|href$|xlink:href$|aria-(?:labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto)$)/i
const SAFE_SRC = /^(?:data:image\/|https?:|\/|\.\/)/i

/**
 * Marks content that is only right at the moment it shows (a clock's time, a countdown): the
 * picture keeps its place but leaves it blank, rather than show a time long gone.
 */
export const LIVE_ATTRIBUTES = { 'data-first-view': 'live' } as const
/** Matches content marked with `LIVE_ATTRIBUTES`. */
export const LIVE_SELECTOR = '[data-first-view="live"]'

/** Strips an element (in place) down to what a picture of it needs. */
export function pictureOf(root: Element): Element {
  for (const element of root.querySelectorAll<HTMLElement>(LIVE_SELECTOR))
    element.style.visibility = 'hidden'
  for (const element of root.querySelectorAll(DROP_ELEMENTS)) element.remove()
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      if (DROP_ATTRIBUTE.test(name) || (name === 'src' && !SAFE_SRC.test(value)))
        element.removeAttribute(name)
    }
  }
  return root
}

/**
 * Leaves out of `copy` (a clone of `content`) the elements that lie beyond what the content area
 * shows from the top of `page` (below it, or beside the window): the picture is seen before
 * anything can scroll. Positions are taken against the page's top, so a scrolled page gives the
 * same picture. Elements without a box (hidden ones) stay.
 */
function dropUnseen(content: Element, copy: Element, page: Element) {
  const originals = content.querySelectorAll('*')
  const copies = copy.querySelectorAll('*')
  if (originals.length !== copies.length) return
  const top = page.getBoundingClientRect().top
  const bottom = content.clientHeight
  const right = window.innerWidth
  for (let i = 0; i < originals.length; i++) {
    const box = originals[i]!.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) continue
    if (box.top - top >= bottom || box.right <= 0 || box.left >= right) {
      copies[i]!.remove()
      // Its descendants (next in document order) go with it, unmeasured: measuring inside a
      // widget below the window would make the browser lay it out (its cell skips layout
      // while out of view) only to leave it out.
      i += originals[i]!.getElementsByTagName('*').length
    }
  }
}

/**
 * Class lists repeat (a hundred distinct ones in 2,500 elements on a full Overview, half of its
 * HTML): each is stored once, and elements carry `class="~n"`, which boot.js expands.
 */
function shareClasses(copy: Element): string[] {
  const classes = new Map<string, number>()
  for (const element of copy.querySelectorAll('[class]')) {
    const value = element.getAttribute('class')!
    let n = classes.get(value)
    if (n === undefined) classes.set(value, (n = classes.size))
    element.setAttribute('class', `~${n}`)
  }
  return [...classes.keys()]
}

/**
 * What a picture needs of the page while it shows (a copy of `content`, the content area showing
 * the Overview in `page`, which may be scrolled, less what lies out of sight): taken at once,
 * stored later if need be (`storeFirstView`).
 */
export function takeFirstView(content: Element, page = content): Element {
  const copy = content.cloneNode(true) as Element
  dropUnseen(content, copy, page)
  copy.querySelector(`#${FIRST_VIEW_ID}`)?.remove()
  return copy
}

/**
 * Stores the picture of a copy `takeFirstView` took (of the Overview of `workspace`; stripped
 * in place). Returns whether it was stored.
 */
export function storeFirstView(copy: Element, workspace: string, width = window.innerWidth) {
  pictureOf(copy)
  const classes = shareClasses(copy)
  const html = copy.innerHTML
  try {
    if (html.length + classes.join('').length > FIRST_VIEW_MAX) {
      localStorage.removeItem(FIRST_VIEW_KEY)
      return false
    }
    const stored: StoredFirstView = { v: 1, workspace, width, classes, html }
    localStorage.setItem(FIRST_VIEW_KEY, JSON.stringify(stored))
    return true
  } catch {
    // Storage full or refused: no copy is better than an old one.
    try {
      localStorage.removeItem(FIRST_VIEW_KEY)
    } catch {
      /* storage unavailable */
    }
    return false
  }
}

/**
 * Stores a picture of `content` (the content area, showing the Overview of `workspace` in
 * `page`, which may be scrolled). Returns whether it was stored.
 */
export function captureFirstView(content: Element, workspace: string, page = content): boolean {
  return storeFirstView(takeFirstView(content, page), workspace)
}

type Listener = () => void
const listeners = new Set<Listener>()
// Whatever happens to the app's start (an error screen, say), the copy never stays for long.
if (typeof window !== 'undefined' && window.hearthFirstView)
  setTimeout(() => releaseFirstView(), HOLD_AT_MOST)

/** Whether the copy painted at start is still on screen (held over the content area). */
export function isFirstViewHeld() {
  return !!window.hearthFirstView
}

/** Calls `listener` when the copy goes. Returns the unsubscribe function. */
export function onFirstViewReleased(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Takes the copy off the screen: the live content area shows through. Safe to call twice. */
export function releaseFirstView() {
  if (!window.hearthFirstView) return
  window.hearthFirstView.remove()
  window.hearthFirstView = null
  delete document.documentElement.dataset.firstView
  for (const listener of [...listeners]) listener()
}

/**
 * Moves the copy boot.js painted into `container` (the content area's overlay, rendered by the
 * app's first commit, which replaces the boot shell). From then it goes on the first key,
 * pointer or wheel input (10 s after the start at the latest); the Overview releases it sooner,
 * once its own widgets have their content. Returns the clean-up.
 */
export function adoptFirstView(container: HTMLElement): () => void {
  const view = window.hearthFirstView
  if (!view) return () => {}
  container.appendChild(view)
  const events = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const
  const release = () => releaseFirstView()
  for (const type of events) window.addEventListener(type, release, { capture: true })
  return () => {
    for (const type of events) window.removeEventListener(type, release, { capture: true })
  }
}

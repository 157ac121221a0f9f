/** An element to focus, or a function that finds it when the time comes. */
type Target = Element | null | undefined
type Targets = readonly Target[] | (() => readonly Target[])

/** Focus is lost when it fell to the page, or stays on a control that is now disabled. */
const focusLost = () => {
  const active = document.activeElement
  return !active || active === document.body || active.matches(':disabled')
}

/**
 * Once `gone` has left the page (its list renders the change a frame or a few later), and if
 * the focus fell to the page with it (or stayed on a control the change disabled), focuses the
 * first of `near` still there and enabled. `near` may be a function, read then: for what only
 * the change shows (an empty state). Gives up after about a second (the element stayed: a
 * repeating todo re-dated in place).
 */
export function focusWhenGone(gone: Target, near: Targets) {
  let frames = 0
  const settle = () => {
    if (gone?.isConnected && frames++ < 60) return void requestAnimationFrame(settle)
    if (!focusLost()) return
    ;(typeof near === 'function' ? near() : near)
      .find(
        (element): element is HTMLElement =>
          element instanceof HTMLElement && element.isConnected && !element.matches(':disabled'),
      )
      ?.focus()
  }
  requestAnimationFrame(settle)
}

/**
 * Keeps the keyboard near an item a change is about to take away with the control used on it
 * (a 'Dismiss', 'Remove' or 'Unpin' button). Call it before the change with that control and
 * the same control of every item, in order; call what it returns after the change: if the
 * focus then fell to the page, it goes to the next item's control, else the one before, else
 * the first of `fallback` (the list's 'Add' button, its empty state).
 */
export function keepFocusNear(
  control: Element,
  controls: readonly Element[],
  fallback: Targets = [],
): () => void {
  const at = controls.indexOf(control)
  const near = at < 0 ? [] : [controls[at + 1], controls[at - 1]]
  return () =>
    focusWhenGone(control, () => [
      ...near,
      ...(typeof fallback === 'function' ? fallback() : fallback),
    ])
}

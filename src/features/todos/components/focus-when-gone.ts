/**
 * Once `gone` has left the page (its list renders the change a frame or a few later), and if
 * the focus fell to the page with it, focuses the first of `near` still there. Gives up after
 * about a second (the element stayed: a repeating todo re-dated in place).
 */
export function focusWhenGone(
  gone: Element | null | undefined,
  near: (Element | null | undefined)[],
) {
  let frames = 0
  const settle = () => {
    if (gone?.isConnected && frames++ < 60) return void requestAnimationFrame(settle)
    const active = document.activeElement
    if (active && active !== document.body) return
    near
      .find(
        (element): element is HTMLElement => element instanceof HTMLElement && element.isConnected,
      )
      ?.focus()
  }
  requestAnimationFrame(settle)
}

/**
 * The button of the menu whose item last opened something that took the focus (a dialog whose
 * field focuses itself): the menu then leaves the focus there instead of giving it back to its
 * button, and the dialog, its opener (the menu's item) gone once it closes, gives the focus to
 * that button (`useReturnFocus`). Taken once.
 */
let opener: WeakRef<HTMLElement> | null = null

export function noteMenuOpener(button: HTMLElement | null) {
  opener = button ? new WeakRef(button) : null
}

/** The button noted (`noteMenuOpener`), if it is still on the page; forgotten once asked for. */
export function takeMenuOpener(): HTMLElement | null {
  const button = opener?.deref() ?? null
  opener = null
  return button?.isConnected ? button : null
}

import { useEffect, useRef, type RefObject } from 'react'

/** Which of an item's buttons had the keyboard. */
export type TrashButton = 'restore' | 'delete'

/**
 * Once an item acted on leaves the Trash's list (restored, deleted for good), the keyboard goes
 * on to the same button of the item after it (or before it; or to the heading, the Trash
 * empty): its own button went with it. `keys` are the items shown, in order.
 */
export function useFocusAfter(
  keys: readonly string[] | undefined,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const pending = useRef<{ gone: string; next: string | null; button: TrashButton }>(null)
  useEffect(() => {
    const after = pending.current
    if (!after || !keys || keys.includes(after.gone)) return
    const row = after.next && document.querySelector(`[data-trash-key="${CSS.escape(after.next)}"]`)
    const target = row
      ? row.querySelector<HTMLElement>(`[data-trash-button="${after.button}"]`)
      : heading.current
    target?.focus()
    pending.current = null
  }, [keys, heading])

  /** Call as an item's button is used (before it may go): where the keyboard goes then. */
  return (key: string, button: TrashButton) => {
    if (!keys) return
    const index = keys.indexOf(key)
    pending.current = { gone: key, next: keys[index + 1] ?? keys[index - 1] ?? null, button }
  }
}

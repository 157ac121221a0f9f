import type { EditorView, TooltipView } from '@codemirror/view'
import type { LinkSuggestion } from '@/components/link-suggest/suggest-items'
import { whenIdle } from '@/lib/idle'
import type { LinkMenu, LinkSource } from './link-menu'

/** The id of the `[[` list (the editor's `aria-controls`), its options' ids after it. */
export const LIST_ID = 'note-link-menu'

/** The list on screen, under the caret: a listbox of the options, kept in step with the field. */
export function menuView(
  menuOf: () => LinkMenu | null,
  choose: (option: LinkSuggestion) => void,
): TooltipView {
  const dom = document.createElement('div')
  // The class CodeMirror's completion list has: the theme and the fullscreen's Esc know it.
  dom.className = 'cm-tooltip-autocomplete'
  const list = document.createElement('ul')
  list.id = LIST_ID
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', 'Link to')
  dom.append(list)
  let shown: LinkMenu | null = null
  const render = (menu: LinkMenu | null) => {
    if (!menu || menu === shown) return
    if (shown?.options !== menu.options) {
      list.replaceChildren(
        ...menu.options.map((option, i) => {
          const item = document.createElement('li')
          item.id = `${LIST_ID}-${i}`
          item.setAttribute('role', 'option')
          const label = document.createElement('span')
          label.className = 'cm-completionLabel'
          label.textContent = option.title
          const detail = document.createElement('span')
          detail.className = 'cm-completionDetail'
          detail.textContent = option.detail
          item.append(label, detail)
          item.addEventListener('mousedown', (event) => {
            // Keeps the focus in the text, so the link is written where the caret is.
            event.preventDefault()
            choose(option)
          })
          return item
        }),
      )
    }
    list
      .querySelectorAll('[aria-selected]')
      .forEach((item) => item.removeAttribute('aria-selected'))
    const selected = list.children[menu.selected]
    selected?.setAttribute('aria-selected', 'true')
    // Scrolled to only when the arrows move it: a first list costs no extra layout.
    if (shown && shown.selected !== menu.selected) selected?.scrollIntoView({ block: 'nearest' })
    shown = menu
  }
  render(menuOf())
  return { dom, update: () => render(menuOf()) }
}

/** Editors whose list was drawn once already (`warmSoon`). */
const warmed = new WeakSet<EditorView>()

/**
 * Draws the list once, hidden, in an idle moment after the editor takes the focus: the first
 * `[[` then finds its styles resolved and its code compiled (cold, it took twice as long to its
 * frame as the next ones).
 */
export function warmSoon(view: EditorView, source: LinkSource) {
  if (warmed.has(view)) return
  warmed.add(view)
  whenIdle(
    () => {
      const options = source.notes()?.slice(0, 5)
      if (!options?.length || !view.dom.isConnected) return
      const tooltip = document.createElement('div')
      tooltip.className = 'cm-tooltip cm-tooltip-below'
      tooltip.style.cssText = 'position: fixed; top: 0; left: 0; visibility: hidden'
      const menu = { from: 0, query: '', options, answers: '', selected: 0 }
      tooltip.append(
        menuView(
          () => menu,
          () => {},
        ).dom,
      )
      view.dom.append(tooltip)
      tooltip.getBoundingClientRect()
      tooltip.remove()
    },
    { timeout: 2000, fallbackDelay: 50 },
  )
}

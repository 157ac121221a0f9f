import { Prec, StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state'
import {
  EditorView,
  keymap,
  showTooltip,
  ViewPlugin,
  type Tooltip,
  type ViewUpdate,
} from '@codemirror/view'
import { prepareSuggestions, type LinkSuggestion } from '@/components/link-suggest/suggest-items'
import { itemLink } from '@/lib/item-links'
import { retyping } from './held-edits'
import { LIST_ID, menuView, warmSoon } from './link-menu-list'

/** Where `[[` suggestions come from. */
export interface LinkSource {
  /** The other notes, offered as soon as `[[` is typed; undefined while they are being read. */
  notes: () => readonly LinkSuggestion[] | undefined
  /**
   * Notes, todos, bookmarks, lists and folders for what follows `[[` (`suggestItems`); `onSome`
   * hears what is found while the rest is still being searched.
   */
  search: (
    query: string,
    onSome?: (options: readonly LinkSuggestion[]) => void,
  ) => Promise<readonly LinkSuggestion[]>
  /** The link a pasted item's address becomes (`pastedLink`); null: paste as usual. */
  paste: (text: string) => Promise<string> | null
}

/** An item's address pasted becomes a link to it, as `[[` writes one (`LinkSource.paste`). */
export const pasteLinks = (source: LinkSource) =>
  EditorView.domEventHandlers({
    paste(event, view) {
      const pasting = source.paste(event.clipboardData?.getData('text/plain') ?? '')
      if (!pasting) return false
      event.preventDefault()
      const { from, to } = view.state.selection.main
      void pasting.then((insert) => {
        const end = Math.min(to, view.state.doc.length)
        const start = Math.min(from, end)
        view.dispatch({
          changes: { from: start, to: end, insert },
          selection: { anchor: start + insert.length },
          userEvent: 'input.paste',
        })
      })
      return true
    },
  })

/** The `[[` menu: where its `[[` starts, what follows it, what it offers, which is chosen. */
export interface LinkMenu {
  from: number
  query: string
  options: readonly LinkSuggestion[]
  /** The query `options` answer (a search for a newer one may be on its way). */
  answers: string
  selected: number
}

/**
 * How long a query typed after `[[` waits for the next key before it is searched: while typing,
 * a key's frame never waits for a search (the providers' work on the page, their answers).
 */
const SEARCH_AFTER_MS = 60

/** How often `[[` looks for the other notes while they are being read. */
const NOTES_POLL_MS = 50

const setOptions = StateEffect.define<{ query: string; options: readonly LinkSuggestion[] }>()
const select = StateEffect.define<number>()
const close = StateEffect.define<null>()

/** The `[[` and the query before the caret, on its line (a new `[[` starts a new query). */
function queryAt(state: EditorState): { from: number; query: string } | null {
  const { main } = state.selection
  if (!main.empty) return null
  const line = state.doc.lineAt(main.head)
  const before = state.sliceDoc(Math.max(line.from, main.head - 200), main.head)
  const match = /\[\[([^[\]\n]*)$/.exec(before)
  return match ? { from: main.head - match[0].length, query: match[1]! } : null
}

/** Replaces `[[` and its query (and a `]]` after the caret) with a link to `suggestion`. */
function chooseLink(
  view: EditorView,
  field: StateField<LinkMenu | null>,
  suggestion: LinkSuggestion,
) {
  const menu = view.state.field(field, false)
  if (!menu) return
  const to = view.state.selection.main.head
  const closed = view.state.sliceDoc(to, to + 2) === ']]'
  const insert = itemLink(suggestion.id, suggestion.title)
  view.dispatch({
    changes: { from: menu.from, to: closed ? to + 2 : to, insert },
    selection: { anchor: menu.from + insert.length },
    effects: close.of(null),
    userEvent: 'input.complete',
  })
}

/**
 * `[[` in a note's editor: a list of items to link to, shown in the same frame as the key that
 * typed `[[` (computed in that transaction, not after it): the other notes at once, then, as a
 * query is typed, what the search palette would find (notes, todos, bookmarks, lists, folders;
 * asked once typing pauses). ↑ and ↓ choose, Enter writes a link that names the item by id
 * (`[Title](hearth:<id>)`), Esc closes the list. A `[[Title]]` typed out in full stays a link to
 * a note by its title.
 */
export function linkMenu(source: LinkSource): Extension {
  const notesFor = (query: string): readonly LinkSuggestion[] => {
    const notes = source.notes() ?? []
    const q = query.trim().toLowerCase()
    return q ? notes.filter((note) => note.title.toLowerCase().includes(q)) : notes
  }

  const field: StateField<LinkMenu | null> = StateField.define<LinkMenu | null>({
    create: () => null,
    update(menu, tr) {
      for (const effect of tr.effects) {
        if (effect.is(close)) return null
        if (effect.is(setOptions) && menu && effect.value.query === menu.query) {
          // More found for the same query (`onSome`): the option chosen stays chosen.
          const chosen = menu.answers === menu.query ? menu.options[menu.selected]?.id : undefined
          const at = chosen ? effect.value.options.findIndex((option) => option.id === chosen) : -1
          menu = {
            ...menu,
            options: effect.value.options,
            answers: menu.query,
            selected: Math.max(0, at),
          }
        }
        if (effect.is(select) && menu) menu = { ...menu, selected: effect.value }
      }
      if (!tr.docChanged && !tr.selection) return menu
      // The text shown again as bound, what was typed to be typed again into it at once: the
      // list stays open with its option chosen, for the same `[[` and query typed again.
      const retyped = tr.annotation(retyping)
      if (retyped === 'shown') return menu
      // Text written before the `[[` meanwhile (another tab's) moves it, and the list with it.
      if (menu && tr.docChanged && !retyped)
        menu = { ...menu, from: tr.changes.mapPos(menu.from, 1) }
      const at = queryAt(tr.state)
      if (!at) return null
      const typed = tr.isUserEvent('input.type') || tr.isUserEvent('delete')
      // Opens as `[[` is typed, not as the caret passes an unfinished one.
      const opened = () =>
        typed ? { ...at, options: notesFor(at.query), answers: at.query, selected: 0 } : null
      if (!menu || at.from !== menu.from) return opened()
      if (at.query === menu.query) return menu
      // Until the search answers, the notes that match what is typed, or what was found before.
      const notes = notesFor(at.query)
      return { ...menu, query: at.query, options: notes.length ? notes : menu.options, selected: 0 }
    },
    provide: (f) =>
      showTooltip.from(f, (menu) => (menu && menu.options.length ? tooltipAt(menu.from) : null)),
  })

  // One tooltip per `[[` (the same object while it is open: its list is kept, not made again).
  let tooltip: Tooltip | null = null
  const tooltipAt = (pos: number): Tooltip =>
    tooltip?.pos === pos
      ? tooltip
      : (tooltip = {
          pos,
          create: (view) =>
            menuView(
              () => view.state.field(field),
              (option) => chooseLink(view, field, option),
            ),
          above: false,
        })

  // The search for a query typed after `[[`, once typing pauses; the notes at once are local
  // (and, while they are still being read as the note opens, offered as soon as they are).
  const searcher = ViewPlugin.fromClass(
    class {
      private timer = 0
      private poll = 0
      constructor(private readonly view: EditorView) {}
      update(update: ViewUpdate) {
        const menu = update.state.field(field)
        const before = update.startState.field(field)
        if (!menu) return this.stop()
        if (!before) prepareSuggestions()
        if (!menu.query.trim() && !menu.options.length && !source.notes()) this.waitForNotes()
        if (before?.query === menu.query || !menu.query.trim()) return
        window.clearTimeout(this.timer)
        const query = menu.query
        const show = (options: readonly LinkSuggestion[]) => {
          if (this.view.state.field(field)?.query !== query) return
          this.view.dispatch({ effects: setOptions.of({ query, options }) })
        }
        this.timer = window.setTimeout(
          () => void source.search(query, show).then(show),
          SEARCH_AFTER_MS,
        )
      }
      private waitForNotes() {
        if (this.poll) return
        // As long as the list is open: the notes come, however long they take to read.
        this.poll = window.setInterval(() => {
          const menu = this.view.state.field(field)
          const notes = source.notes()
          if (!menu) return this.stopPolling()
          if (!notes) return
          this.stopPolling()
          if (!menu.query.trim())
            this.view.dispatch({ effects: setOptions.of({ query: menu.query, options: notes }) })
        }, NOTES_POLL_MS)
      }
      private stopPolling() {
        window.clearInterval(this.poll)
        this.poll = 0
      }
      private stop() {
        window.clearTimeout(this.timer)
        this.stopPolling()
      }
      destroy() {
        this.stop()
      }
    },
  )

  const keys = Prec.highest(
    keymap.of([
      { key: 'ArrowDown', run: (view) => move(view, field, 1) },
      { key: 'ArrowUp', run: (view) => move(view, field, -1) },
      { key: 'PageDown', run: (view) => move(view, field, 5) },
      { key: 'PageUp', run: (view) => move(view, field, -5) },
      {
        key: 'Enter',
        run: (view) => {
          const menu = view.state.field(field)
          const chosen = menu?.options[menu.selected]
          if (!chosen) return false
          chooseLink(view, field, chosen)
          return true
        },
      },
      {
        key: 'Escape',
        run: (view) => {
          if (!view.state.field(field)) return false
          view.dispatch({ effects: close.of(null) })
          return true
        },
      },
    ]),
  )

  // Screen readers follow the option chosen (the editor's text keeps the focus).
  const attributes = EditorView.contentAttributes.compute(
    [field],
    (state): Record<string, string> => {
      const menu = state.field(field)
      if (!menu?.options.length) return {}
      return {
        'aria-controls': LIST_ID,
        'aria-activedescendant': `${LIST_ID}-${menu.selected}`,
      }
    },
  )

  const focus = EditorView.domEventHandlers({
    // What a search after `[[` needs is begun once the text has the focus and the page is
    // idle: its work never lands on the keys of a first `[[` and its query.
    focus(_event, view) {
      prepareSuggestions()
      warmSoon(view, source)
    },
    // Closed as the editor loses the focus.
    blur(_event, view) {
      if (view.state.field(field, false)) view.dispatch({ effects: close.of(null) })
    },
  })

  return [field, searcher, keys, attributes, focus]
}

function move(view: EditorView, field: StateField<LinkMenu | null>, by: number) {
  const menu = view.state.field(field)
  if (!menu?.options.length) return false
  const count = menu.options.length
  const next =
    Math.abs(by) === 1
      ? (menu.selected + by + count) % count
      : Math.max(0, Math.min(count - 1, menu.selected + by))
  view.dispatch({ effects: select.of(next) })
  return true
}

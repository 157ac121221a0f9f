import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete'
import { EditorView } from '@codemirror/view'
import { prepareSuggestions, type LinkSuggestion } from '@/components/link-suggest/suggest-items'
import { itemLink } from '@/lib/item-links'

/** Where `[[` completion finds items to link to. */
export interface LinkSource {
  /** The other notes, offered as soon as `[[` is typed; undefined while they are being read. */
  notes: () => readonly LinkSuggestion[] | undefined
  /** Notes, todos, bookmarks, lists and folders for what follows `[[` (`suggestItems`). */
  search: (query: string) => Promise<readonly LinkSuggestion[]>
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

/**
 * How long a query typed after `[[` waits for the next key before it is searched: while typing,
 * a key's frame never waits for a search (the providers' work on the page, their answers).
 */
const SEARCH_AFTER_MS = 60

/** How often, and how long, a `[[` completion waits for the notes while they are being read. */
const NOTES_POLL_MS = 50
const NOTES_WAIT_MS = 10_000

/** The link a suggestion writes in place of `[[` and its query (and a `]]` after the caret). */
const applyLink =
  (suggestion: LinkSuggestion) =>
  (view: EditorView, _completion: Completion, from: number, to: number) => {
    const closed = view.state.sliceDoc(to, to + 2) === ']]'
    const insert = itemLink(suggestion.id, suggestion.title)
    view.dispatch({
      changes: { from: from - 2, to: closed ? to + 2 : to, insert },
      selection: { anchor: from - 2 + insert.length },
      userEvent: 'input.complete',
    })
  }

const optionOf = (suggestion: LinkSuggestion): Completion => ({
  label: suggestion.title,
  detail: suggestion.detail,
  type: suggestion.kind,
  apply: applyLink(suggestion),
})

/**
 * Completes `[[` with items to link to: the other notes at once, then, as a query is typed,
 * whatever the search palette would find (notes, todos, bookmarks, lists, folders). Choosing
 * one writes a link that names it by id (`[Title](hearth:<id>)`). A `[[Title]]` typed out in
 * full stays a link to a note by its title.
 */
export function itemLinkCompletion(source: LinkSource) {
  return (
    context: CompletionContext,
  ): CompletionResult | null | Promise<CompletionResult | null> => {
    const before = context.matchBefore(/\[\[[^[\]\n]*$/)
    if (!before) return null
    const from = before.from + 2
    const query = before.text.slice(2)
    if (query.trim()) {
      // A key typed meanwhile aborts this query (its own is searched instead).
      context.addEventListener('abort', () => {}, { onDocChange: true })
      return new Promise<void>((resolve) => setTimeout(resolve, SEARCH_AFTER_MS))
        .then(() => (context.aborted ? null : source.search(query)))
        .then((found) =>
          !found || context.aborted ? null : { from, options: found.map(optionOf), filter: false },
        )
    }
    prepareSuggestions()
    const notes = (known: readonly LinkSuggestion[]): CompletionResult => ({
      from,
      options: known.map(optionOf),
      // Filtered here as letters follow, until the search's answer takes over.
      validFor: /^$/,
    })
    const known = source.notes()
    if (known) return notes(known)
    const until = Date.now() + NOTES_WAIT_MS
    return new Promise((resolve) => {
      const wait = () => {
        const now = source.notes()
        if (now) resolve(notes(now))
        else if (context.aborted || Date.now() > until) resolve(null)
        else setTimeout(wait, NOTES_POLL_MS)
      }
      wait()
    })
  }
}

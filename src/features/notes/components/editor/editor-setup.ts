import { defaultKeymap } from '@codemirror/commands'
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown'
import { HighlightStyle, LanguageSupport, syntaxHighlighting } from '@codemirror/language'
import { EditorState, Prec, type Extension } from '@codemirror/state'
import { EditorView, keymap, placeholder } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { formatKeymap } from './format-commands'
import { linkMenu, pasteLinks, type LinkSource } from './link-menu'

/** Markdown colours from the theme's tokens, so both themes read well. */
const markdownHighlight = HighlightStyle.define([
  { tag: tags.heading1, fontWeight: '700', fontSize: '1.25em' },
  { tag: tags.heading2, fontWeight: '700', fontSize: '1.125em' },
  { tag: [tags.heading3, tags.heading4, tags.heading5, tags.heading6], fontWeight: '700' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--accent)', textDecoration: 'underline' },
  { tag: tags.monospace, fontFamily: 'var(--font-mono, ui-monospace, monospace)' },
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], color: 'var(--fg-muted)' },
  { tag: tags.quote, color: 'var(--fg-muted)', fontStyle: 'italic' },
])

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '15px', backgroundColor: 'transparent', color: 'var(--fg)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.65', overflow: 'auto' },
  '.cm-content': { padding: '16px 4px 40vh', caretColor: 'var(--fg)', maxWidth: '72ch' },
  '.cm-cursor': { borderLeftColor: 'var(--fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in oklab, var(--accent) 30%, transparent) !important',
  },
  '.cm-placeholder': { color: 'var(--fg-muted)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--surface)',
    color: 'var(--fg)',
    border: '1px solid var(--border)',
    borderRadius: 'var(--radius)',
  },
  '.cm-tooltip-autocomplete > ul': {
    margin: 0,
    padding: '4px 0',
    listStyle: 'none',
    maxHeight: '16em',
    overflowY: 'auto',
    minWidth: 'min(16em, 90vw)',
    maxWidth: 'min(32em, 90vw)',
  },
  '.cm-tooltip-autocomplete > ul > li': {
    display: 'flex',
    gap: '12px',
    alignItems: 'baseline',
    padding: '3px 10px',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  },
  '.cm-completionLabel': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '.cm-completionDetail': {
    marginLeft: 'auto',
    flexShrink: 0,
    fontSize: '0.85em',
    color: 'var(--fg-muted)',
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--surface-3)',
    color: 'var(--fg)',
  },
})

export interface EditorOptions {
  /** The binding to the stored text (undo included). */
  binding: Extension
  /** What `[[` completion offers to link to. */
  links: LinkSource
  readOnly: boolean
}

/** Everything the note editor needs, apart from its text. */
export function editorExtensions({ binding, links, readOnly }: EditorOptions): Extension[] {
  return [
    binding,
    // No Tab binding: Tab moves focus on, as everywhere else in Hearth.
    keymap.of([...formatKeymap, ...defaultKeymap]),
    // GFM Markdown without lang-markdown's `markdown()`, which always brings an HTML, CSS and
    // JavaScript parser for embedded code (over 100 kB gzip) that notes do not need.
    new LanguageSupport(markdownLanguage),
    Prec.high(keymap.of(markdownKeymap)),
    syntaxHighlighting(markdownHighlight),
    // `[[` links to items, its list shown in the frame of the key that typed it.
    linkMenu(links),
    pasteLinks(links),
    // The browser's own selection and caret: CodeMirror's drawn ones (drawSelection) measure
    // layout after every keystroke, which doubled typing latency in a 200 KB note.
    EditorView.lineWrapping,
    placeholder('Write in Markdown…'),
    // tabindex: the text is already a tab stop (contenteditable), but checkers (axe's
    // scrollable-region-focusable) count only a tabindex or a native control as focusable, and
    // read-only text gets no tab stop at all without it.
    EditorView.contentAttributes.of({ 'aria-label': 'Note body', tabindex: '0' }),
    EditorState.readOnly.of(readOnly),
    EditorView.editable.of(!readOnly),
    theme,
  ]
}

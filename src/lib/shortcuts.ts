/**
 * Keyboard shortcuts as data: parsing, matching a key event, display, and conflicts. A shortcut
 * is written 'Mod+K', 'Alt+N', '?', 'Mod+Shift+Z' or 'Escape': modifiers, then one key. `Mod` is
 * Ctrl, or ⌘ on Apple platforms. A punctuation key names the character it types ('?', not
 * 'Shift+/'); a letter is written in capitals and needs `Shift` spelt out. At the end, hooks that
 * read a registered command's shortcut for a menu item or a button.
 */

import {
  useCommandRegistry,
  type Command,
  type CommandContext,
  type Shortcut,
  type ShortcutWhen,
} from './command-registry'

/** A key with its modifiers, resolved for one platform. */
export interface Chord {
  ctrl: boolean
  alt: boolean
  shift: boolean
  meta: boolean
  /** 'K', '?', '8', 'Escape', 'Space', 'ArrowUp' … */
  key: string
}

/** The key event fields a chord is read from. */
export type KeyLike = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'
>

/** Whether `Mod` means ⌘ here (macOS, iOS, iPadOS). */
export const isApple = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform)

/** A command's shortcuts as a list. */
export const shortcutList = (shortcut: Shortcut | undefined): readonly string[] =>
  shortcut === undefined ? [] : typeof shortcut === 'string' ? [shortcut] : shortcut

const KEY_ALIASES: Record<string, string> = {
  Esc: 'Escape',
  ' ': 'Space',
  Spacebar: 'Space',
  Up: 'ArrowUp',
  Down: 'ArrowDown',
  Left: 'ArrowLeft',
  Right: 'ArrowRight',
  Del: 'Delete',
}

const keyName = (key: string) => KEY_ALIASES[key] ?? (key.length === 1 ? key.toUpperCase() : key)

/** Parses 'Mod+Shift+Z' for a platform. Throws on an unknown modifier or a missing key. */
export function parseShortcut(shortcut: string, apple = isApple()): Chord {
  // The last part may be '+' itself: 'Mod++'.
  const parts = shortcut.split(/\+(?!$)/)
  const key = parts.pop()
  if (!key) throw new Error(`Shortcut '${shortcut}' names no key`)
  const chord: Chord = { ctrl: false, alt: false, shift: false, meta: false, key: keyName(key) }
  for (const part of parts) {
    const modifier = part.toLowerCase()
    if (modifier === 'mod') chord[apple ? 'meta' : 'ctrl'] = true
    else if (modifier === 'ctrl' || modifier === 'control') chord.ctrl = true
    else if (modifier === 'alt' || modifier === 'option') chord.alt = true
    else if (modifier === 'shift') chord.shift = true
    else if (modifier === 'meta' || modifier === 'cmd' || modifier === 'command') chord.meta = true
    else throw new Error(`Shortcut '${shortcut}' has an unknown modifier '${part}'`)
  }
  return chord
}

/** The canonical text of a chord, modifiers in a fixed order: 'Ctrl+Shift+Z'. */
export const chordText = ({ ctrl, alt, shift, meta, key }: Chord): string =>
  [ctrl && 'Ctrl', alt && 'Alt', shift && 'Shift', meta && 'Meta', key].filter(Boolean).join('+')

const MODIFIER_KEYS = new Set(['Control', 'Alt', 'AltGraph', 'Shift', 'Meta', 'OS', 'CapsLock'])

/**
 * The chords a key event may stand for, in `chordText` form; none for a lone modifier. With Alt
 * (or Ctrl/⌘ on a non-Latin layout) a letter or digit is read from `code`: on macOS Alt+N types
 * a dead key, not 'n'. A shifted punctuation key stands for the character it types ('?'), and
 * also for Shift and the key itself ('Shift+8' as well as '*').
 */
export function eventChords(event: KeyLike): string[] {
  const { key, code, ctrlKey: ctrl, altKey: alt, shiftKey, metaKey: meta } = event
  if (!key || MODIFIER_KEYS.has(key)) return []
  const physical = /^(?:Key|Digit)(\w)$/.exec(code)?.[1]
  const typed = key.length === 1 && key !== ' '
  const nonLatin = typed && !/^[\x20-\x7e]$/.test(key)
  const name =
    physical && (alt || key === 'Dead' || key === 'Unidentified' || (nonLatin && (ctrl || meta)))
      ? physical
      : keyName(key)
  const punctuation = name.length === 1 && !/[A-Z]/.test(name)
  const chords = [chordText({ ctrl, alt, shift: shiftKey && !punctuation, meta, key: name })]
  if (shiftKey && punctuation && physical && physical !== name)
    chords.push(chordText({ ctrl, alt, shift: true, meta, key: physical }))
  return chords
}

/** Whether the event is one of the shortcuts. */
export function matchesShortcut(
  shortcut: Shortcut | undefined,
  event: KeyLike,
  apple = isApple(),
): boolean {
  const chords = eventChords(event)
  return (
    chords.length > 0 &&
    shortcutList(shortcut).some((one) => chords.includes(chordText(parseShortcut(one, apple))))
  )
}

const KEY_LABELS: Record<string, string> = {
  Escape: 'Esc',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
}
const APPLE_KEY_LABELS: Record<string, string> = {
  ...KEY_LABELS,
  Enter: '↩',
  Backspace: '⌫',
  Delete: '⌦',
  Tab: '⇥',
}

/** For people: 'Ctrl+Shift+Z', or '⇧⌘Z' on Apple platforms. */
export function formatShortcut(shortcut: string, apple = isApple()): string {
  const { ctrl, alt, shift, meta, key } = parseShortcut(shortcut, apple)
  if (apple)
    return `${ctrl ? '⌃' : ''}${alt ? '⌥' : ''}${shift ? '⇧' : ''}${meta ? '⌘' : ''}${APPLE_KEY_LABELS[key] ?? key}`
  return chordText({ ctrl, alt, shift, meta, key: KEY_LABELS[key] ?? key })
}

/** For `aria-keyshortcuts`: 'Control+Shift+Z Control+Y', or 'Meta+K' on Apple platforms. */
export function ariaKeyShortcuts(shortcut: Shortcut, apple = isApple()): string {
  return shortcutList(shortcut)
    .map((one) => {
      const { ctrl, alt, shift, meta, key } = parseShortcut(one, apple)
      return [ctrl && 'Control', alt && 'Alt', shift && 'Shift', meta && 'Meta', key]
        .filter(Boolean)
        .join('+')
    })
    .join(' ')
}

/** Whether a shortcut scoped to `screen` applies on `pathname`. */
export function onScreen(screen: string | undefined, pathname: string): boolean {
  if (!screen || screen === '/') return true
  const prefix = screen.endsWith('/') ? screen.slice(0, -1) : screen
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** What the conflict check needs to know of a command. */
export interface ShortcutOwner {
  id: string
  shortcut?: Shortcut
  when?: ShortcutWhen
  /** Handled by a component's own key map (the note editor's), so only inside a text field. */
  local?: boolean
}

/** The focus contexts a shortcut fires in: page, field, dialog, field inside a dialog. */
function contexts({ when = {}, local }: ShortcutOwner): string[] {
  const { inFields = false, inDialogs = false } = when
  if (local) return inDialogs ? ['field', 'dialog field'] : ['field']
  return [
    'page',
    ...(inFields ? ['field'] : []),
    ...(inDialogs ? ['dialog'] : []),
    ...(inFields && inDialogs ? ['dialog field'] : []),
  ]
}

const screensOverlap = (a?: string, b?: string) => onScreen(a, b ?? '/') || onScreen(b, a ?? '/')

/** One key claimed twice in one scope. */
export interface ShortcutConflict {
  /** How the key reads, e.g. 'Ctrl+K' (non-Apple) or '⌘K' (Apple). */
  key: string
  ids: [string, string]
}

/**
 * Pairs of commands that claim the same key on overlapping screens (one absent, or one a prefix
 * of the other) in an overlapping focus context, on either kind of platform.
 */
export function shortcutConflicts(owners: readonly ShortcutOwner[]): ShortcutConflict[] {
  const found = new Map<string, ShortcutConflict>()
  for (const apple of [false, true]) {
    const byChord = new Map<string, { owner: ShortcutOwner; shortcut: string }[]>()
    for (const owner of owners)
      for (const shortcut of new Set(shortcutList(owner.shortcut))) {
        const chord = chordText(parseShortcut(shortcut, apple))
        byChord.set(chord, [...(byChord.get(chord) ?? []), { owner, shortcut }])
      }
    for (const claims of byChord.values())
      claims.forEach((a, i) => {
        for (const b of claims.slice(i + 1)) {
          if (a.owner === b.owner) continue
          const shared = contexts(a.owner).some((context) => contexts(b.owner).includes(context))
          if (!shared || !screensOverlap(a.owner.when?.screen, b.owner.when?.screen)) continue
          const key = formatShortcut(a.shortcut, apple)
          found.set(`${a.owner.id} ${b.owner.id} ${key}`, { key, ids: [a.owner.id, b.owner.id] })
        }
      })
  }
  return [...found.values()]
}

// Commands' shortcuts, for menus, hints and buttons.

/** A registered command by id (undefined until it is registered); re-renders when it changes. */
export const useCommand = (id: string): Command | undefined =>
  useCommandRegistry((state) => state.commands.find((command) => command.id === id))

/** How a command's shortcut reads: `label` for people ('Ctrl+K', '⌘K'), `aria` for `aria-keyshortcuts`. */
export interface ShortcutHint {
  label: string
  aria: string
}

/** A command's first shortcut, ready to show beside a button or in a tooltip; undefined if none. */
export function useShortcutHint(id: string): ShortcutHint | undefined {
  const shortcut = useCommand(id)?.shortcut
  const first = shortcutList(shortcut)[0]
  return first ? { label: formatShortcut(first), aria: ariaKeyShortcuts(shortcut!) } : undefined
}

/** Runs a registered command by id, if it is registered and enabled; says whether it ran. */
export function runCommand(id: string, context: CommandContext): boolean {
  const command = useCommandRegistry.getState().commands.find((each) => each.id === id)
  if (!command || !(command.enabled?.() ?? true)) return false
  command.run(context)
  return true
}

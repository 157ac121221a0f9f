import type { Command, CommandContext } from '@/lib/command-registry'
import {
  chordText,
  eventChords,
  isApple,
  onScreen,
  parseShortcut,
  shortcutList,
} from '@/lib/shortcuts'

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'
// Inputs that take no typing: a shortcut pressed on them is meant for the app.
const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])

/** Whether keys typed at `target` go into text: an input, textarea, select or contenteditable (CodeMirror). */
export function inTextField(target: EventTarget | null): boolean {
  const field = target instanceof Element ? target.closest(FIELD) : null
  return !!field && !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type))
}

/**
 * Whether a dialog is open: a modal one (Radix), or a panel such as the main menu. Not a frame
 * that public/boot-keys.js showed for a key pressed before the app was here: that key is the one
 * being done now.
 */
export const dialogOpen = (): boolean =>
  !!document.querySelector(
    ':is([role="dialog"], [role="alertdialog"]):not([data-state="closed"], [data-boot-frame])',
  )

export interface DispatchOptions {
  /** The current route's path, for `when.screen`. */
  pathname: string
  context: CommandContext
  /** Which listener asks: the capture one decides only `capture` commands. @defaultValue 'bubble' */
  phase?: 'capture' | 'bubble'
  /** @defaultValue `isApple()` */
  apple?: boolean
}

/**
 * The one key handler's decision: finds the registered command whose shortcut the event is and
 * that applies here (screen, focus in a text field, open dialog, `enabled()`); prevents the
 * browser's default and runs it (a held key repeats only what is `repeat`). Events a component
 * already handled (`defaultPrevented`: CodeMirror's keymap, Radix's Esc) are left alone; the
 * few `capture` commands are decided before any component sees the key.
 */
export function dispatchShortcut(
  event: KeyboardEvent,
  commands: readonly Command[],
  { pathname, context, phase = 'bubble', apple = isApple() }: DispatchOptions,
): Command | undefined {
  if (event.defaultPrevented || event.isComposing) return
  const chords = eventChords(event)
  if (!chords.length) return
  let field: boolean | undefined
  let dialog: boolean | undefined
  const command = commands.find(
    ({ shortcut, local, capture = false, when = {}, enabled }) =>
      !local &&
      capture === (phase === 'capture') &&
      shortcutList(shortcut).some((one) => chords.includes(chordText(parseShortcut(one, apple)))) &&
      onScreen(when.screen, pathname) &&
      (when.inFields || !(field ??= inTextField(event.target))) &&
      (when.inDialogs || !(dialog ??= dialogOpen())) &&
      (enabled?.() ?? true),
  )
  if (!command) return
  event.preventDefault()
  if (!event.repeat || command.repeat) command.run(context)
  return command
}

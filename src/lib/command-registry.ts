import type { LucideIcon } from 'lucide-react'
import { create } from 'zustand'

/** One shortcut, or several that do the same (['Mod+Shift+Z', 'Mod+Y']). */
export type Shortcut = string | readonly string[]

/** Where a shortcut applies; see `Command['when']` and `src/lib/shortcuts.ts`. */
export interface ShortcutWhen {
  /** Route prefix: '/notes' covers '/notes' and '/notes/…'. Absent: every screen. */
  screen?: string
  /** Fires while focus is in a text field (input, textarea, select, contenteditable). */
  inFields?: boolean
  /** Fires while a modal dialog is open. */
  inDialogs?: boolean
}

/** What a command can do to the app when it runs. */
export interface CommandContext {
  navigate: (to: string) => void
}

/**
 * A command is data (docs/architecture.md): every user action that has a shortcut or appears in the
 * palette or a menu, registered once and read by the search palette, the menus, the
 * 'Keyboard shortcuts' dialog and the one key handler alike.
 */
export interface Command {
  /** Stable id, e.g. 'notes:new'; menus and hints look commands up by it. */
  id: string
  /** What it is called in the palette, in 'Keyboard shortcuts' and in menus. */
  title: string
  /**
   * What it acts on right now, after its title in the palette and the menus ('Undo' then 'Pin
   * note': 'Undo Pin note'). The palette finds the command by its title, not by this (a search
   * for 'New note' is not one for Undo); 'Keyboard shortcuts' shows the title alone.
   */
  detail?: string
  /** Heading it is listed under in the palette and in 'Keyboard shortcuts'. */
  section: 'Pages' | 'Settings' | 'General' | 'Notes' | 'Workspaces' | (string & {})
  /** Extra words the palette matches on. */
  keywords?: string[]
  icon?: LucideIcon
  /** 'Mod+K', 'Alt+N', '?', ['Mod+Shift+Z', 'Mod+Y']; see `src/lib/shortcuts.ts`. */
  shortcut?: Shortcut
  /**
   * Where the shortcut fires: on a screen (route prefix), and whether also while typing in a
   * text field or while a modal dialog is open. @defaultValue every screen, neither
   */
  when?: ShortcutWhen
  /** Whether the command can run right now; hides it from the palette and its key. */
  enabled?: () => boolean
  /** Listed in the search palette. @defaultValue true */
  palette?: boolean
  /** Runs again while the key is held down (Undo does; 'New note' does not). @defaultValue false */
  repeat?: boolean
  /**
   * Decided before any component sees the key (the window's capture phase), so none can take
   * it first. For Esc, which a closing tooltip marks as handled; `enabled()` must then rule out
   * whatever should have the key first. @defaultValue false
   */
  capture?: boolean
  /**
   * Handled by a component's own key map (the note editor's Ctrl+B): listed in 'Keyboard
   * shortcuts' only, never dispatched by the app.
   */
  local?: boolean
  /** The address it opens, if it opens one ('/tools/json'): its code is fetched ahead. */
  opens?: string
  run: (context: CommandContext) => void
}

/** What the palette and the menus call a command: its title, and what it acts on now. */
export const commandLabel = (command: Pick<Command, 'title' | 'detail'>) =>
  command.detail ? `${command.title} ${command.detail}` : command.title

interface RegistryState {
  commands: Command[]
}

export const useCommandRegistry = create<RegistryState>(() => ({ commands: [] }))

/** Adds commands (a later one with the same id replaces the earlier). Returns an unregister function. */
export function registerCommands(commands: Command[]): () => void {
  const ids = new Set(commands.map((command) => command.id))
  useCommandRegistry.setState((state) => ({
    commands: [...state.commands.filter((command) => !ids.has(command.id)), ...commands],
  }))
  return () =>
    useCommandRegistry.setState((state) => ({
      commands: state.commands.filter(
        (command) => !ids.has(command.id) || !commands.includes(command),
      ),
    }))
}

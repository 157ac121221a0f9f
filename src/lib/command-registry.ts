import type { LucideIcon } from 'lucide-react'
import { create } from 'zustand'

/** What a command can do to the app when it runs. */
export interface CommandContext {
  navigate: (to: string) => void
}

/**
 * A command is data (CONVENTIONS.md): registered once, read by the search palette,
 * the menus and keyboard shortcuts alike.
 */
export interface Command {
  id: string
  label: string
  /** Heading it is listed under in the palette. */
  group: 'Pages' | 'Settings' | 'Commands' | (string & {})
  /** Extra words the palette matches on. */
  keywords?: string[]
  /** Shown beside the label, e.g. 'Ctrl+K'. */
  shortcut?: string
  icon?: LucideIcon
  perform: (context: CommandContext) => void
  /** Hide the command unless this returns true. */
  when?: () => boolean
}

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

/** The commands available right now. */
export function availableCommands(commands: Command[]): Command[] {
  return commands.filter((command) => !command.when || command.when())
}

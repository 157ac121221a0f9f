import { create } from 'zustand'

/*
 * What Notes' commands (notes-commands.ts) share with its components, kept small and free of
 * CodeMirror so the app's command list can load it at once.
 */

/**
 * The note editor's formatting keys as data: the editor binds them (`format-commands.ts`) and
 * the app lists them in 'Keyboard shortcuts'.
 */
export const FORMAT_SHORTCUTS = [
  { id: 'bold', label: 'Bold', shortcut: 'Mod+B' },
  { id: 'italic', label: 'Italic', shortcut: 'Mod+I' },
  { id: 'heading', label: 'Heading', shortcut: 'Mod+Shift+H' },
  { id: 'list', label: 'Bulleted list', shortcut: 'Mod+Shift+8' },
  { id: 'checklist', label: 'Checklist', shortcut: 'Mod+Shift+9' },
  { id: 'link', label: 'Link', shortcut: 'Mod+Shift+K' },
  { id: 'code', label: 'Inline code', shortcut: 'Mod+E' },
] as const

export type FormatId = (typeof FORMAT_SHORTCUTS)[number]['id']

/** 'Mod+Shift+H' as CodeMirror writes it: 'Mod-Shift-h'. */
export const codeMirrorKey = (shortcut: string): string =>
  shortcut
    .split('+')
    .map((part, i, parts) => (i === parts.length - 1 ? part.toLowerCase() : part))
    .join('-')

/**
 * Whether the open note covers the screen. The note view sets it; the 'Leave fullscreen'
 * command (Esc, dispatched by the app's key handler) reads and clears it.
 */
export const useNoteFullscreen = create<{ on: boolean }>(() => ({ on: false }))
export const setNoteFullscreen = (on: boolean) => useNoteFullscreen.setState({ on })

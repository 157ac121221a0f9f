import type { Command } from '@/lib/command-registry'

/**
 * Keys the Overview's widgets handle themselves in Edit layout (`WidgetFrame`): listed in
 * 'Keyboard shortcuts' only (`local`), never dispatched by the app nor offered in the palette.
 */
export const OVERVIEW_COMMANDS: Command[] = (
  [
    ['move', 'Move widget (Edit layout)', ''],
    // In one column only the height changes (Shift+↑ and Shift+↓): the title says so.
    ['resize', 'Resize widget (Edit layout; in one column, only its height)', 'Shift+'],
  ] as const
).map(([id, title, modifier]) => ({
  id: `overview:${id}-widget`,
  title,
  section: 'Overview',
  shortcut: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => modifier + key),
  when: { screen: '/' },
  local: true,
  palette: false,
  run: () => {},
}))

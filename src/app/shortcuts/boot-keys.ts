import { overlayClass, panelClass } from '@/components/ui/dialog-classes'
import { cn } from '@/lib/cn'
import type { Command } from '@/lib/command-registry'
import { chordText, parseShortcut, shortcutList } from '@/lib/shortcuts'
import {
  palettePanelClass,
  SEARCH_PLACEHOLDER,
  searchFieldClass,
  searchRowClass,
} from '@/features/search/palette-shell'

/**
 * What `public/boot.js` knows of the app's shortcuts before the app's code is here: which keys
 * to take and keep for the command host (`useBootKeys` replays them), and the frames of the two
 * dialogs that show at once (the search palette, 'Keyboard shortcuts'). Made from the registry's
 * commands; `boot-keys.json` holds it for the build (build-plugins/boot.ts puts it into
 * index.html), and `boot-keys.test.ts` fails when it is out of step.
 */
export interface BootKeys {
  shortcuts: BootShortcut[]
  frames: {
    overlay: string
    palette: { panel: string; row: string; field: string; placeholder: string; label: string }
    dialog: { panel: string; title: string }
  }
}

export interface BootShortcut {
  id: string
  /** Each key as `eventChords` names it: elsewhere (Mod is Ctrl), and on Apple platforms. */
  chords: { other: string[]; apple: string[] }
  screen?: string
  inFields?: true
  inDialogs?: true
  /** The dialog it opens, shown by boot.js at once: 'palette', or a dialog with the command's title. */
  frame?: 'palette' | 'dialog'
  title?: string
}

/** Commands whose dialog boot.js shows at once. */
const FRAMES: Record<string, 'palette' | 'dialog'> = {
  'search:toggle': 'palette',
  'shortcuts:open': 'dialog',
}

/**
 * The shortcuts the app's key handler dispatches (not a component's own, `local`), except those
 * decided in the capture phase: they depend on what the app shows (Esc leaving a note's
 * fullscreen), which nothing before the app's code can know.
 */
export function bootKeys(commands: readonly Command[]): BootKeys {
  const shortcuts = commands
    .filter(
      (command) => shortcutList(command.shortcut).length && !command.local && !command.capture,
    )
    .map(({ id, title, shortcut, when = {} }): BootShortcut => {
      const chords = (apple: boolean) =>
        shortcutList(shortcut).map((one) => chordText(parseShortcut(one, apple)))
      const frame = FRAMES[id]
      return {
        id,
        chords: { other: chords(false), apple: chords(true) },
        ...(when.screen && { screen: when.screen }),
        ...(when.inFields && { inFields: true as const }),
        ...(when.inDialogs && { inDialogs: true as const }),
        ...(frame && { frame }),
        ...(frame === 'dialog' && { title }),
      }
    })
  return {
    shortcuts,
    frames: {
      overlay: overlayClass,
      palette: {
        panel: palettePanelClass,
        row: searchRowClass,
        field: searchFieldClass,
        placeholder: SEARCH_PLACEHOLDER,
        label: 'Search',
      },
      // As `DialogContent` draws 'Keyboard shortcuts' (width max-w-lg), its title alone.
      dialog: { panel: cn(panelClass, 'max-w-lg'), title: 'text-lg font-semibold' },
    },
  }
}

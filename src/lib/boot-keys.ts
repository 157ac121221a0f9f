/**
 * What `public/boot-keys.js` kept before the app's key handler was here: the shortcuts pressed,
 * in order, and the search palette's frame if it is open (what its field holds, the arrow keys
 * and Enter pressed in it, what had focus before it).
 */
export interface EarlyKeys {
  keys: KeyboardEventInit[]
  palette: {
    text: string
    moves: number
    enter: string | null
    openedFrom: Element | null
  } | null
}

declare global {
  interface Window {
    hearthBootKeys?: {
      takeOver: () => EarlyKeys | null
      dropFrame: (kind: 'palette' | 'dialog') => string | null
    }
  }
}

/** Takes the keys boot-keys.js kept, once; it keeps none from then on. Null without it. */
export const takeEarlyKeys = (): EarlyKeys | null => window.hearthBootKeys?.takeOver() ?? null

/**
 * Removes the frame boot-keys.js showed for a dialog, as the app's own shows. For the palette,
 * returns what its field holds (null when there was no frame).
 */
export const dropBootFrame = (kind: 'palette' | 'dialog'): string | null =>
  window.hearthBootKeys?.dropFrame(kind) ?? null

import type { ComponentType } from 'react'

/**
 * Each tool's screen, by its path in `TOOLS`: each its own chunk, loaded when the tool opens.
 * (Apart from the list, so a tool's page can read the list without importing itself.)
 */
export const TOOL_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  'color-picker': () => import('./color-picker/color-picker-page'),
  json: () => import('./json/json-page'),
  encode: () => import('./encode/encode-page'),
  hash: () => import('./hash/hash-page'),
  uuid: () => import('./uuid/uuid-page'),
  time: () => import('./time/time-page'),
  'qr-code': () => import('./qr-code/qr-code-page'),
}

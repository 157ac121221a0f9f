import {
  Binary,
  Braces,
  Clock,
  Fingerprint,
  KeyRound,
  Pipette,
  QrCode,
  type LucideIcon,
} from 'lucide-react'

export interface ToolInfo {
  /** The route below `#/tools/`, and the key of the tool's remembered input. */
  path: string
  /** The tool's name: its heading, its entry in the side list and in the search palette. */
  title: string
  description: string
  icon: LucideIcon
  /** More words the search palette finds the tool by. */
  keywords: string[]
}

/** Every tool, in the order the side list shows them. Their screens are in `tool-screens.ts`. */
export const TOOLS: ToolInfo[] = [
  {
    path: 'color-picker',
    title: 'Colour picker',
    description: 'Any CSS colour in every format, contrast, palettes and saved colours.',
    icon: Pipette,
    keywords: ['color', 'colour', 'hex', 'rgb', 'oklch', 'contrast', 'palette', 'eyedropper'],
  },
  {
    path: 'json',
    title: 'JSON',
    description: 'Format, minify and validate JSON, with where an error is.',
    icon: Braces,
    keywords: ['json', 'format', 'prettify', 'minify', 'validate', 'lint'],
  },
  {
    path: 'encode',
    title: 'Encode / decode',
    description: 'Base64 of text or a file, URL encoding and HTML entities.',
    icon: Binary,
    keywords: ['base64', 'url', 'percent', 'encode', 'decode', 'html', 'entities', 'escape'],
  },
  {
    path: 'hash',
    title: 'Hash',
    description: 'SHA-1, SHA-256, SHA-384 and SHA-512 of text or a file.',
    icon: Fingerprint,
    keywords: ['hash', 'sha', 'sha256', 'checksum', 'digest'],
  },
  {
    path: 'uuid',
    title: 'UUID and passwords',
    description: 'UUID v4 and v7, passwords and passphrases with their strength.',
    icon: KeyRound,
    keywords: ['uuid', 'guid', 'password', 'passphrase', 'random', 'generate', 'entropy'],
  },
  {
    path: 'time',
    title: 'Time',
    description: 'Unix timestamps and dates in any time zone, and a meeting planner.',
    icon: Clock,
    keywords: ['time', 'unix', 'timestamp', 'epoch', 'date', 'time zone', 'meeting', 'convert'],
  },
  {
    path: 'qr-code',
    title: 'QR code',
    description: 'Text or a link as a QR code, to save as PNG or SVG.',
    icon: QrCode,
    keywords: ['qr', 'qr code', 'barcode', 'link', 'share'],
  },
]

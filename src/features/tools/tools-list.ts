import { Pipette, type LucideIcon } from 'lucide-react'

export interface ToolInfo {
  path: string
  title: string
  description: string
  icon: LucideIcon
}

/** Every tool, in the order the side list shows them. */
export const TOOLS: ToolInfo[] = [
  {
    path: 'color-picker',
    title: 'Colour picker',
    description: 'Pick a colour and copy it as HEX, RGB, HSL or OKLCH.',
    icon: Pipette,
  },
]

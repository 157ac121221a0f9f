import {
  Blocks,
  Database,
  LayoutPanelTop,
  Layers,
  Palette,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react'

/** A settings category page. */
export interface SettingsPageInfo {
  /** Path below `settings/`. */
  path: string
  title: string
  description: string
  icon: LucideIcon
}

/** The six settings categories, in menu order. */
export const SETTINGS_PAGES: SettingsPageInfo[] = [
  {
    path: 'general',
    title: 'General',
    description: 'Your name, clock and date formats, and where Hearth opens.',
    icon: SlidersHorizontal,
  },
  {
    path: 'taskbar',
    title: 'Taskbar',
    description: 'What the taskbar shows and in which order.',
    icon: LayoutPanelTop,
  },
  { path: 'widgets', title: 'Widgets', description: 'The widgets on your Overview.', icon: Blocks },
  {
    path: 'theming',
    title: 'Theming',
    description: 'Light or dark, accent colour and corner radius.',
    icon: Palette,
  },
  {
    path: 'data',
    title: 'Data',
    description: 'Storage, export, import and backups.',
    icon: Database,
  },
  {
    path: 'workspaces',
    title: 'Workspaces',
    description: 'Separate spaces for work, home and anything else.',
    icon: Layers,
  },
]

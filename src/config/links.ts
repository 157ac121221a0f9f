/** The main menu's external links. Each opens in a new tab with rel="noopener noreferrer". */
export const EXTERNAL_LINKS = [
  { id: 'source', label: 'Source code', href: 'https://github.com/hearth-workspace/hearth' },
  {
    id: 'issues',
    label: 'Report an issue',
    href: 'https://github.com/hearth-workspace/hearth/issues',
  },
  {
    id: 'forum',
    label: 'Community forum',
    href: 'https://github.com/hearth-workspace/hearth/discussions',
  },
  { id: 'showcase', label: 'Component showcase', href: './showcase.html' },
] as const

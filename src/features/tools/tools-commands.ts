import type { Command } from '@/lib/command-registry'
import { TOOLS } from './tools-list'

/** A search-palette entry per tool, under 'Tools'. */
export const TOOL_COMMANDS: Command[] = TOOLS.map(({ path, title, icon, keywords }) => {
  const to = `/tools/${path}`
  return {
    id: `tool:${path}`,
    title,
    section: 'Tools',
    icon,
    keywords: ['tools', ...keywords],
    opens: to,
    run: ({ navigate }) => navigate(to),
  }
})

import type { ReactNode } from 'react'
import { TOOLS } from '../tools-list'

/** A tool's heading and one line of what it does, from the tool list. */
export function ToolHeader({ path, children }: { path: string; children?: ReactNode }) {
  const tool = TOOLS.find((entry) => entry.path === path)
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold">{tool?.title ?? path}</h1>
      {tool && <p className="mt-1 text-sm text-fg-muted">{tool.description}</p>}
      {children}
    </header>
  )
}

import type { ReactNode } from 'react'

/** A titled group of settings that says where they are kept (this device or this workspace). */
export function SettingsGroup({
  title,
  savedIn,
  description,
  children,
}: {
  title: string
  savedIn: 'device' | 'workspace'
  description: string
  children: ReactNode
}) {
  return (
    <section aria-label={title} className="space-y-3">
      <div>
        <h2 className="text-base font-semibold">{title}</h2>
        <p className="text-sm text-fg-muted">{description}</p>
        <p className="text-xs text-fg-muted">
          {savedIn === 'device' ? 'Saved on this device.' : 'Saved in this workspace.'}
        </p>
      </div>
      {children}
    </section>
  )
}

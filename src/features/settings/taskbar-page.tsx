import { useCallback, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { TASKBAR_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import { TaskbarLook } from './components/taskbar-look'
import { TaskbarPinnedLinks } from './components/taskbar-pinned-links'
import { TaskbarSections } from './components/taskbar-sections'

function Group({
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

/**
 * Settings > Taskbar: sections and their order, pinned links, the clock and the buttons' look.
 * Every change applies at once, so there is nothing to save and nothing to guard.
 */
export default function TaskbarSettingsPage() {
  const [message, setMessage] = useState('')
  // A repeated message must be said again: clear first, then set on the next frame.
  const announce = useCallback((next: string) => {
    setMessage('')
    requestAnimationFrame(() => setMessage(next))
  }, [])
  const setTaskbar = usePreferencesStore((state) => state.setTaskbar)

  return (
    <div className="space-y-8">
      <Group
        title="Sections"
        savedIn="device"
        description="Which section buttons the taskbar shows, and in what order. Overview and the menu always stay."
      >
        <TaskbarSections onAnnounce={announce} />
      </Group>
      <Group
        title="Pinned links"
        savedIn="workspace"
        description="Bookmarks on the taskbar, after the sections; each opens in a new tab."
      >
        <TaskbarPinnedLinks onAnnounce={announce} />
      </Group>
      <Group
        title="Clock and buttons"
        savedIn="device"
        description="What the clock shows and how the buttons look."
      >
        <TaskbarLook />
      </Group>
      <div className="flex border-t border-border pt-4">
        <Button
          look="link"
          size="sm"
          className="ml-auto"
          onClick={() => {
            setTaskbar(TASKBAR_DEFAULTS)
            announce('Taskbar settings are back to their defaults.')
          }}
        >
          Use defaults on this device
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </div>
  )
}

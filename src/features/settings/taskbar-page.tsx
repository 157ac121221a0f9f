import { useCallback, useState } from 'react'
import { Button } from '@/components/ui/button'
import { TASKBAR_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import { SettingsGroup } from './components/settings-group'
import { TaskbarLook } from './components/taskbar-look'
import { TaskbarPinnedLinks } from './components/taskbar-pinned-links'
import { TaskbarSections } from './components/taskbar-sections'

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
      <SettingsGroup
        title="Sections"
        savedIn="device"
        description="Which section buttons the taskbar shows, and in what order. Overview and the menu always stay."
      >
        <TaskbarSections onAnnounce={announce} />
      </SettingsGroup>
      <SettingsGroup
        title="Pinned links"
        savedIn="workspace"
        description="Bookmarks on the taskbar, after the sections; each opens in a new tab."
      >
        <TaskbarPinnedLinks onAnnounce={announce} />
      </SettingsGroup>
      <SettingsGroup
        title="Clock and buttons"
        savedIn="device"
        description="What the clock shows and how the buttons look."
      >
        <TaskbarLook />
      </SettingsGroup>
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

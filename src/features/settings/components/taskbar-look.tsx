import type { ReactNode } from 'react'
import { usePreferencesStore, type TaskbarSettings } from '@/data/preferences-store'
import { ChoiceGroup, type Choice } from './choice-group'

const ICON_SIZES: Choice<TaskbarSettings['iconSize']>[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
]

function Check({
  checked,
  disabled,
  onChange,
  children,
}: {
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  return (
    <label className="flex items-center gap-2 text-sm has-disabled:opacity-60">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-(--accent)"
      />
      {children}
    </label>
  )
}

/** The clock's parts, labels under the icons and the icon size. */
export function TaskbarLook() {
  const taskbar = usePreferencesStore((state) => state.taskbar)
  const setTaskbar = usePreferencesStore((state) => state.setTaskbar)
  return (
    <div className="space-y-5">
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium">Clock</legend>
        <Check checked={taskbar.showClock} onChange={(showClock) => setTaskbar({ showClock })}>
          Show the clock
        </Check>
        <div className="space-y-1.5 pl-6">
          <Check
            checked={taskbar.showSeconds}
            disabled={!taskbar.showClock}
            onChange={(showSeconds) => setTaskbar({ showSeconds })}
          >
            Show seconds
          </Check>
          <Check
            checked={taskbar.showDate}
            disabled={!taskbar.showClock}
            onChange={(showDate) => setTaskbar({ showDate })}
          >
            Show the date
          </Check>
        </div>
        <p className="text-xs text-fg-muted">The notifications button always stays.</p>
      </fieldset>
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium">Buttons</legend>
        <Check checked={taskbar.showLabels} onChange={(showLabels) => setTaskbar({ showLabels })}>
          Show labels under icons
        </Check>
        <p className="text-xs text-fg-muted">
          On a phone-sized screen the taskbar shows icons only, so that it fits.
        </p>
      </fieldset>
      <ChoiceGroup
        legend="Icon size"
        name="taskbar-icon-size"
        value={taskbar.iconSize}
        choices={ICON_SIZES}
        onChange={(iconSize) => setTaskbar({ iconSize })}
      />
    </div>
  )
}

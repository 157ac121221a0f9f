import { useNow } from '@/hooks/use-now'
import type { WidgetProps } from '@/lib/widget-registry'
import { countdownText, targetDay } from '../model/countdown'
import type { COUNTDOWN_OPTIONS } from '../model/widget-options'

/** Days to an event (hours and minutes in its last two days), 'Today!' on the day. */
export default function CountdownWidget({ options }: WidgetProps<typeof COUNTDOWN_OPTIONS>) {
  const now = useNow(30_000)
  const target = targetDay(options.date, now)
  const { big, small } = countdownText(target, now)
  return (
    <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
      <p className="text-3xl font-semibold tabular-nums">{big}</p>
      {small && <p className="text-sm text-fg-muted">{small}</p>}
      <p className="truncate font-medium">{options.event}</p>
      <p className="text-xs text-fg-muted">
        {target.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}
      </p>
    </div>
  )
}

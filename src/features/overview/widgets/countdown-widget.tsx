import { useAlignedNow } from '@/hooks/use-aligned-now'
import { formatDate } from '@/lib/format'
import { LIVE_ATTRIBUTES } from '@/lib/first-view'
import type { WidgetProps } from '@/lib/widget-registry'
import { countdownText, targetDay } from '../model/countdown'
import type { COUNTDOWN_OPTIONS } from '../model/widget-options'

/**
 * Days to an event, hours and minutes in its last two days, 'Today!' on the day and how long
 * ago after it. An empty date is the next New Year's Day. Renders once a minute, on the minute.
 */
export default function CountdownWidget({ options }: WidgetProps<typeof COUNTDOWN_OPTIONS>) {
  const now = useAlignedNow('minute')
  const target = targetDay(options.date, now)
  const { value, unit } = countdownText(target, now)
  return (
    <div
      className="flex h-full flex-col items-center justify-center overflow-hidden text-center [container-type:size]"
      {...LIVE_ATTRIBUTES}
    >
      <p className="max-w-full truncate font-medium [@container(max-height:4rem)]:text-sm [@container(max-height:4rem)]:leading-tight">
        {options.event}
      </p>
      <p className="max-w-full">
        <span className="text-4xl leading-tight font-semibold tabular-nums [@container(max-height:4rem)]:text-2xl [@container(max-height:4rem)]:leading-none [@container(max-width:12rem)]:text-2xl">
          {value}
        </span>
        {/* A space, not only a margin: the text read aloud or copied is '36 days to go'. */}
        {unit && ' '}
        {unit && <span className="ml-0.5 text-sm text-fg-muted">{unit}</span>}
      </p>
      <p className="max-w-full truncate text-xs text-fg-muted [@container(max-height:5.5rem)]:hidden">
        <time dateTime={formatDate(target, 'yyyy-mm-dd')}>
          {target.toLocaleDateString('en-GB', {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          })}
        </time>
      </p>
    </div>
  )
}

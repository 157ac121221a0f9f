import { usePreferencesStore } from '@/data/preferences-store'
import { useAlignedNow } from '@/hooks/use-aligned-now'
import { cn } from '@/lib/cn'
import { longDate } from '@/lib/format'
import type { WidgetProps } from '@/lib/widget-registry'
import { greetingFor } from '../../model/greeting'
import type { CLOCK_OPTIONS } from '../../model/widget-options'
import { clockText, localWallTime } from '../../model/world-clock'
import { AnalogClock } from './analog-clock'
import { WorldClockList } from './world-clock-list'
import { LIVE_ATTRIBUTES } from '@/lib/first-view'

/**
 * The greeting ('Good morning, Robin'), the time and the long date, digital or on a clock
 * face, and a world clock for other time zones. It renders once a minute, on the minute, or
 * once a second when it shows seconds. 12 or 24 hours follows Settings > General.
 *
 * Its box is a size container: in a two-row box the lines shrink to fit; a wide box puts the
 * world clock beside the time.
 */
export default function ClockWidget({ options }: WidgetProps<typeof CLOCK_OPTIONS>) {
  const analog = options.style === 'analog'
  const now = useAlignedNow(options.seconds ? 'second' : 'minute')
  const name = usePreferencesStore((state) => state.displayName)
  const format = usePreferencesStore((state) => state.clockFormat)
  const wall = localWallTime(now)
  const time = clockText(wall, format, options.seconds)

  return (
    <div
      className="flex h-full items-center-safe gap-3 overflow-hidden [container-type:size]"
      {...LIVE_ATTRIBUTES}
    >
      {analog && <AnalogClock time={wall} seconds={options.seconds} label={time} />}
      {/* Its own width decides whether the world clock goes beside the time (a face takes room). */}
      <div className="@container flex max-h-full min-w-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-col gap-x-6 gap-y-1 overflow-y-auto @lg:flex-row @lg:items-center-safe @lg:justify-between">
          <div className="min-w-0 @lg:max-w-[60%] @lg:shrink-0">
            {options.greeting && (
              <p className="truncate text-lg leading-tight font-semibold [@container(max-height:4rem)]:text-sm [@container(min-height:9rem)]:text-2xl">
                {greetingFor(wall.hour)}
                {name ? `, ${name}` : ''}
              </p>
            )}
            {/* The date goes under the time when the line is too short for both, unless height
              is short (two rows, or a world clock below): then it is cut short. */}
            <p
              className={cn(
                'flex min-w-0 items-baseline gap-x-2 whitespace-nowrap',
                !options.zones.length && 'flex-wrap [@container(max-height:4rem)]:flex-nowrap',
              )}
            >
              {!analog && (
                <time
                  dateTime={now.toISOString()}
                  className="py-0.5 text-3xl leading-none font-semibold tabular-nums [@container(max-height:4rem)]:py-0 [@container(max-height:4rem)]:text-xl [@container(min-height:9rem)]:text-5xl"
                >
                  {time}
                </time>
              )}
              <span className="max-w-full min-w-0 truncate text-sm text-fg-muted">
                {longDate(now)}
              </span>
            </p>
          </div>
          {options.zones.length > 0 && (
            <WorldClockList
              now={now}
              zones={options.zones}
              format={format}
              seconds={options.seconds}
              className="@lg:flex-1"
            />
          )}
        </div>
      </div>
    </div>
  )
}

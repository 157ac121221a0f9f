import { TriangleAlert } from 'lucide-react'
import { startTransition, Suspense, useEffect, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { readOptions } from '@/lib/widget-options'
import type { WidgetDefinition, WidgetProps } from '@/lib/widget-registry'
import { loadOutcome, loadWidget, type WidgetModule } from './widget-loads'
import { WidgetLoading } from './widget-loading'

/**
 * The widget's component once its code is there, and its loading state until then. Rendered
 * plainly rather than as a Suspense fallback: React 19 holds back content that replaces a
 * fallback for up to 300 ms, which would delay every widget on the page.
 */
function LoadedWidget({
  load,
  title,
  ...props
}: WidgetProps & { load: WidgetModule; title: string }) {
  const [, settled] = useState(0)
  const outcome = loadOutcome(load)
  useEffect(() => {
    if (outcome.status !== 'pending') return
    let live = true
    // A transition: the widget renders in slices between which the browser handles input (a
    // plain update would render it, and every widget whose code came with it, in one task).
    const done = () => live && startTransition(() => settled((n) => n + 1))
    load.then(done, done)
    return () => {
      live = false
    }
  }, [load, outcome.status])
  if (outcome.status === 'rejected') throw outcome.reason
  if (outcome.status === 'pending') return <WidgetLoading label={`Loading ${title}`} />
  const { default: Component } = outcome.value
  return <Component {...props} />
}

export interface WidgetBodyProps {
  type: WidgetDefinition
  id: string
  config: Readonly<Record<string, unknown>>
  setOptions: (patch: Record<string, unknown>) => void
}

/**
 * A widget's own content: its type's component (loaded with its chunk the first time one is
 * shown) given its stored options read through the type's spec. A widget that fails shows
 * 'Reload widget' in its place, and the rest of the page goes on working.
 */
export function WidgetBody({ type, id, config, setOptions }: WidgetBodyProps) {
  const [attempt, setAttempt] = useState(() => ({ n: 0, load: loadWidget(type) }))
  const options = useMemo(() => readOptions(type.options, config), [type.options, config])
  return (
    <ErrorBoundary
      key={attempt.n}
      fallback={(error) => (
        <WidgetFailed
          error={error}
          onReload={() => setAttempt(({ n }) => ({ n: n + 1, load: loadWidget(type, true) }))}
        />
      )}
    >
      <Suspense fallback={<WidgetLoading label={`Loading ${type.title}`} />}>
        <LoadedWidget
          load={attempt.load}
          title={type.title}
          id={id}
          options={options}
          setOptions={setOptions}
        />
      </Suspense>
    </ErrorBoundary>
  )
}

function WidgetFailed({ error, onReload }: { error: unknown; onReload: () => void }) {
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-2 p-2 text-center text-sm"
    >
      <TriangleAlert aria-hidden className="size-5 text-warn" />
      <p>This widget stopped working.</p>
      {error instanceof Error && error.message && (
        <p className="line-clamp-2 text-xs text-fg-muted">{error.message}</p>
      )}
      <Button size="sm" onClick={onReload}>
        Reload widget
      </Button>
    </div>
  )
}

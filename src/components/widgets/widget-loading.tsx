import { Spinner } from '@/components/ui/spinner'

/**
 * A widget's place while its code or its data loads. `data-widget-loading` tells the
 * Overview's first-screen logic (and the tests) that the widget has not shown its content yet.
 */
export function WidgetLoading({ label }: { label: string }) {
  return (
    <div data-widget-loading className="grid h-full place-items-center">
      <Spinner label={label} />
    </div>
  )
}

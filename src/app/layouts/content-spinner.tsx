import { Spinner } from '@/components/ui/spinner'

/** The content area's spinner, while a screen's code or the workspace loads. */
export function ContentSpinner() {
  return <Spinner size="lg" label="Loading section" className="flex h-full min-h-40 w-full" />
}

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { lazyWithPreload, useLoadedWhen } from '@/lib/lazy-with-preload'
import { couldNotOpenChangelog, useChangelogStore } from './changelog-store'

// The changelog's text and Markdown's code: a spinner shows until they are here.
const ChangelogBody = lazyWithPreload(() => import('./changelog-body'))

export default function ChangelogDialogBody() {
  const open = useChangelogStore((state) => state.open)
  const ready = useLoadedWhen(ChangelogBody, open, couldNotOpenChangelog)
  return (
    <Dialog open={open} onOpenChange={(next) => useChangelogStore.setState({ open: next })}>
      <DialogContent title="Changelog" width="max-w-2xl">
        {/* Focusable, so the changelog scrolls by keyboard (Tab from Close, then PageDown, End). */}
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scrollable region must be focusable
          tabIndex={0}
          role="group"
          aria-label="Changes by version"
          className="-mx-5 min-h-0 overflow-y-auto px-5 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {ready ? <ChangelogBody /> : <Spinner className="flex py-8" />}
        </div>
      </DialogContent>
    </Dialog>
  )
}

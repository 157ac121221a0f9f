import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'

/** The default layout: the section fills the content area and scrolls. */
export function DefaultLayout() {
  const section = useLocation().pathname.split('/')[1] ?? ''
  return (
    <div className="h-full overflow-y-auto">
      {/* A new boundary per section, so a section still loading shows the spinner. */}
      <Suspense key={section} fallback={<ContentSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  )
}

export function ContentSpinner() {
  return <Spinner size="lg" label="Loading section" className="flex h-full min-h-40 w-full" />
}

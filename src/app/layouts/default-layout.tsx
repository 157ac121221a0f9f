import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ContentSpinner } from './content-spinner'

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

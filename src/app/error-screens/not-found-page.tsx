import { Link } from 'react-router'

/** The fallback page for unknown paths. */
export default function NotFoundPage() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-3xl font-semibold">404 - Not Found</h1>
      <p className="text-fg-muted">Sorry, the page you are looking for does not exist.</p>
      <Link to="/" className="text-sm font-medium underline underline-offset-4">
        Back to Overview
      </Link>
    </div>
  )
}

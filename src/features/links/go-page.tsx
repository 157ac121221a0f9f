import { FileQuestion, Trash2, type LucideIcon } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useLinkedItems } from '@/data/linked-items'
import { linkedTitle } from '@/data/linked-items-read'
import { containerOf, itemTarget, type LiveItem } from './item-target'

const NONE: readonly string[] = []

/**
 * An item's address, `#/go/<id>` (`itemPath`): reads the item, and puts in the address's place
 * (`replace`) the page that shows it (`itemTarget`). An item in the Trash, or one that is not
 * there (deleted for good, another workspace's, or no item's id), gets a page that says so.
 */
export default function GoPage() {
  const id = useParams().id ?? ''
  const items = useLinkedItems(id ? [id] : NONE)
  const item = items?.get(id)
  const live = item?.state === 'live' ? (item as LiveItem) : null
  const container = live ? containerOf(live) : null
  // A todo's list or a bookmark's folder, read too: one that is gone does not show it.
  const containers = useLinkedItems(container ? [container] : NONE)
  const target = live && containers ? itemTarget(live, containers.get(container!)) : null
  const navigate = useNavigate()
  useEffect(() => {
    if (target) void navigate(target, { replace: true })
  }, [target, navigate])

  if (!items || live) return <Spinner size="lg" label="Opening" className="flex h-full w-full" />
  if (item?.state === 'trashed')
    return (
      <Message
        icon={Trash2}
        title={`“${linkedTitle(item)}” is in the Trash`}
        to="/trash"
        link="Open the Trash"
      >
        Restore it from the Trash to open it again. It stays there for 30 days.
      </Message>
    )
  return (
    <Message icon={FileQuestion} title="This item no longer exists" to="/" link="Back to Overview">
      It was deleted for good, or the link is to another workspace’s item.
    </Message>
  )
}

/** A page that says why the item is not shown, and where to go instead. */
function Message({
  icon: Icon,
  title,
  to,
  link,
  children,
}: {
  icon: LucideIcon
  title: string
  /** Where the page's one link leads, and its text. */
  to: string
  link: string
  children: ReactNode
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <span className="rounded-full bg-surface-2 p-4">
        <Icon aria-hidden className="size-8 text-fg-muted" />
      </span>
      <h1 className="text-2xl font-semibold break-words">{title}</h1>
      <p className="max-w-md text-fg-muted">{children}</p>
      <Link to={to} className="text-sm font-medium underline underline-offset-4">
        {link}
      </Link>
    </div>
  )
}

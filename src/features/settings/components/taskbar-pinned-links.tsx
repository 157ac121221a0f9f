import { arrayMove } from '@dnd-kit/sortable'
import { Bookmark as BookmarkIcon, PinOff } from 'lucide-react'
import {
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react'
import { Link } from 'react-router'
import { keepFocusNear } from '@/components/focus-when-gone'
import { OnceRead } from '@/components/once-read'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { toast } from '@/components/ui/toast-store'
import { useRecord, useRepository, useWorkspace } from '@/data/hooks'
import type { Bookmark } from '@/data/records/bookmark'
import { MAX_PINNED_LINKS, WORKSPACE_SETTINGS_ID } from '@/data/records/workspace-settings'
import { plural } from '@/lib/format'
import { mergeList } from '@/lib/merge-list'
import { SortableList } from './sortable-list'

/** How many matching bookmarks the picker lists at a time. */
const SHOWN_MATCHES = 6

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}
const titleOf = (bookmark: Bookmark) =>
  bookmark.title.trim() || hostOf(bookmark.url) || bookmark.url

type Announce = (message: string) => void

/**
 * The bookmarks pinned to the taskbar: pick one to pin, reorder them, unpin them. Once every
 * bookmark is read (from rows, in slices, in a large workspace after a start from rows): a pin
 * whose bookmark is not among them is dropped at the next change.
 */
export function TaskbarPinnedLinks({ onAnnounce }: { onAnnounce: Announce }) {
  return (
    <OnceRead collection="bookmarks" reading="Reading your bookmarks…" className="text-fg-muted">
      {(bookmarks) => <PinnedLinks bookmarks={bookmarks} onAnnounce={onAnnounce} />}
    </OnceRead>
  )
}

function PinnedLinks({
  bookmarks,
  onAnnounce,
}: {
  bookmarks: readonly Bookmark[]
  onAnnounce: Announce
}) {
  const settings = useRecord('settings', WORKSPACE_SETTINGS_ID)
  const workspace = useWorkspace()
  const repository = useRepository('settings')
  const byId = useMemo(() => new Map(bookmarks.map((b) => [b.id, b])), [bookmarks])
  // A pin whose bookmark was deleted is left out (and dropped at the next change).
  const pinned = (settings?.pinnedLinks ?? [])
    .map((id) => byId.get(id))
    .filter((bookmark): bookmark is Bookmark => !!bookmark)
    .map((bookmark) => ({ id: bookmark.id, title: titleOf(bookmark), bookmark }))
  const full = pinned.length >= MAX_PINNED_LINKS
  const root = useRef<HTMLDivElement>(null)
  const search = useRef<HTMLInputElement>(null)

  const save = (ids: string[]) => {
    try {
      // Merged from the pins as shown with those stored now: a link another tab pinned or
      // unpinned since stays so. A pin whose bookmark is gone is in the first and not in `ids`.
      const stored = workspace.store('settings').get(WORKSPACE_SETTINGS_ID)
      if (!stored) repository.create({ id: WORKSPACE_SETTINGS_ID, pinnedLinks: ids })
      else {
        const pinnedLinks = mergeList(settings?.pinnedLinks ?? [], ids, stored.pinnedLinks)
        repository.update(WORKSPACE_SETTINGS_ID, {
          pinnedLinks: pinnedLinks.slice(0, MAX_PINNED_LINKS),
        })
      }
      return true
    } catch (error) {
      toast({
        kind: 'error',
        title: 'Could not change the pinned links',
        message: error instanceof Error ? error.message : String(error),
      })
      return false
    }
  }
  const ids = pinned.map((link) => link.id)
  const pin = (bookmark: Bookmark) => {
    if (save([...ids, bookmark.id])) onAnnounce(`“${titleOf(bookmark)}” pinned to the taskbar.`)
  }
  const unpin = (event: MouseEvent<HTMLElement>, link: (typeof pinned)[number]) => {
    // The keyboard goes on to the next pinned link's 'Unpin', else the one before, else to the
    // search for a bookmark to pin.
    const buttons = [...(root.current?.querySelectorAll('button[data-unpin]') ?? [])]
    const refocus = keepFocusNear(event.currentTarget, buttons, [search.current])
    if (save(ids.filter((id) => id !== link.id))) {
      onAnnounce(`“${link.title}” unpinned from the taskbar.`)
      refocus()
    }
  }

  if (bookmarks.length === 0)
    return (
      <p className="rounded-md border border-dashed border-border p-4 text-sm text-fg-muted">
        You have no bookmarks yet. Add some in{' '}
        <Link to="/bookmarks" className="text-fg underline underline-offset-4">
          Bookmarks
        </Link>{' '}
        and pin them here.
      </p>
    )

  return (
    <div ref={root} className="space-y-4">
      {pinned.length > 0 ? (
        <SortableList
          label="Pinned links"
          items={pinned}
          onAnnounce={onAnnounce}
          onMove={(from, to) => save(arrayMove(ids, from, to))}
        >
          {(link) => (
            <>
              <span className="min-w-0 flex-1 truncate text-sm">{link.title}</span>
              <span className="hidden truncate text-xs text-fg-muted sm:inline">
                {hostOf(link.bookmark.url)}
              </span>
              <IconButton
                size="sm"
                label={`Unpin “${link.title}”`}
                tooltip={false}
                data-unpin
                onClick={(event) => unpin(event, link)}
              >
                <PinOff aria-hidden />
              </IconButton>
            </>
          )}
        </SortableList>
      ) : (
        <p className="text-sm text-fg-muted">No links are pinned yet.</p>
      )}
      <BookmarkPicker
        bookmarks={bookmarks}
        pinned={ids}
        full={full}
        searchRef={search}
        onPin={pin}
      />
    </div>
  )
}

interface PickerProps {
  bookmarks: readonly Bookmark[]
  pinned: readonly string[]
  full: boolean
  searchRef: RefObject<HTMLInputElement | null>
  onPin: (bookmark: Bookmark) => void
}

/** Finds a bookmark to pin by its title or host. */
function BookmarkPicker({ bookmarks, pinned, full, searchRef, onPin }: PickerProps) {
  const [query, setQuery] = useState('')
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
  // A pinned bookmark leaves the list: the keyboard goes on to the next one's 'Pin', else the
  // one before, else (none left, or the taskbar is full) to the search.
  const pin = (event: MouseEvent<HTMLElement>, bookmark: Bookmark) => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])]
    const refocus = keepFocusNear(event.currentTarget, buttons, [searchRef.current])
    onPin(bookmark)
    refocus()
  }
  const deferred = useDeferredValue(query).trim().toLowerCase()
  const { matches, total } = useMemo(() => {
    const found: Bookmark[] = []
    let count = 0
    for (const bookmark of bookmarks) {
      if (pinned.includes(bookmark.id)) continue
      const text = `${bookmark.title} ${hostOf(bookmark.url)}`.toLowerCase()
      if (deferred && !text.includes(deferred)) continue
      count++
      if (found.length < SHOWN_MATCHES) found.push(bookmark)
    }
    return { matches: found, total: count }
  }, [bookmarks, pinned, deferred])

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-search`} className="block text-sm font-medium">
        Pin a bookmark
      </label>
      <Input
        ref={searchRef}
        id={`${id}-search`}
        type="search"
        value={query}
        placeholder="Search by title or site"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-fg-muted" aria-live="polite">
        {full
          ? `The taskbar holds up to ${MAX_PINNED_LINKS} links: unpin one to pin another.`
          : total === 0
            ? 'No bookmark matches.'
            : `${plural(total, 'bookmark')}${total > SHOWN_MATCHES ? `, the first ${SHOWN_MATCHES} shown` : ''}.`}
      </p>
      {matches.length > 0 && (
        <ul
          ref={list}
          aria-label="Bookmarks to pin"
          className="divide-y divide-border rounded-md border border-border"
        >
          {matches.map((bookmark) => (
            <li key={bookmark.id} className="flex items-center gap-2 px-3 py-1.5">
              <BookmarkIcon aria-hidden className="size-4 shrink-0 text-fg-muted" />
              <span className="min-w-0 flex-1 truncate text-sm">{titleOf(bookmark)}</span>
              <span className="hidden truncate text-xs text-fg-muted sm:inline">
                {hostOf(bookmark.url)}
              </span>
              <Button
                size="sm"
                disabled={full}
                aria-label={`Pin “${titleOf(bookmark)}”`}
                onClick={(event) => pin(event, bookmark)}
              >
                Pin
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

import { memo, useState } from 'react'
import { CATEGORY_COLORS } from '@/data/records/todo-list'
import { cn } from '@/lib/cn'
import { imageLoads } from '@/lib/csp'
import { bookmarkHost } from '../model/bookmark-url'

/** A colour of the palette picked by the host, the same every time. */
export function tileColor(host: string) {
  let hash = 0
  for (let i = 0; i < host.length; i++) hash = (hash * 31 + host.charCodeAt(i)) | 0
  return CATEGORY_COLORS[Math.abs(hash) % CATEGORY_COLORS.length]!
}

/**
 * A bookmark's icon: the one its imported file carried, the site's own favicon when 'Load site
 * icons' is on, or a tile with the host's first letter on a colour of its own. Decorative: the
 * title next to it names the bookmark.
 */
export const BookmarkIcon = memo(function BookmarkIcon({
  url,
  icon,
  loadSiteIcon,
  size = 'md',
}: {
  url: string
  icon: string | null
  loadSiteIcon: boolean
  size?: 'md' | 'lg'
}) {
  const host = bookmarkHost(url)
  const [failed, setFailed] = useState(false)
  const box = size === 'lg' ? 'size-10 rounded-md text-lg' : 'size-5 rounded-sm text-xs'
  // Site icons come over https: only, and only once the page's policy allows them (it is set
  // when Hearth opens: turning the setting on shows them from the next load).
  const remote =
    !icon && loadSiteIcon && !failed && /^https:/.test(url) && host
      ? `${new URL(url).origin}/favicon.ico`
      : null
  const src = [icon, remote].find((candidate) => candidate && imageLoads(candidate)) ?? null
  if (src)
    return (
      <img
        src={src}
        alt=""
        aria-hidden
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={cn('shrink-0 object-contain', box)}
      />
    )
  return (
    <span
      aria-hidden
      className={cn('flex shrink-0 items-center justify-center font-semibold uppercase', box)}
      style={{ background: `var(--cat-${tileColor(host)})`, color: 'var(--color-bg)' }}
    >
      {(host.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase()}
    </span>
  )
})

import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { useAlignedNow } from '@/hooks/use-aligned-now'
import type { WidgetProps } from '@/lib/widget-registry'
import { QUOTES, quoteIndexFor } from '../model/quotes'
import type { QUOTE_OPTIONS } from '../model/widget-options'

/**
 * A quote for the day from a small bundled collection: the same all day (by the local date),
 * another after midnight. 'Next quote' moves on through the collection.
 */
export default function QuoteWidget({ options }: WidgetProps<typeof QUOTE_OPTIONS>) {
  const today = useAlignedNow('minute')
  const [skipped, setSkipped] = useState(0)
  const quote = QUOTES[(quoteIndexFor(today) + skipped) % QUOTES.length]!
  return (
    <figure className="flex h-full min-h-0 items-end gap-2 [container-type:size]">
      {/* Type sized to the box; in a two-row box the author follows the quote on its line. */}
      <div className="flex max-h-full min-w-0 flex-1 flex-col justify-center-safe self-stretch overflow-y-auto text-sm leading-snug [@container(max-height:4rem)]:block [@container(max-height:4rem)]:leading-tight [@container(min-width:18rem)_and_(min-height:5.5rem)]:text-base [@container(min-width:28rem)_and_(min-height:8rem)]:text-lg">
        <blockquote className="text-balance [@container(max-height:4rem)]:inline">
          “{quote.text}”
        </blockquote>
        {options.author && (
          <figcaption className="mt-1 truncate text-[0.875em] text-fg-muted [@container(max-height:4rem)]:ml-1.5 [@container(max-height:4rem)]:inline [@container(max-height:4rem)]:whitespace-normal">
            — {quote.author}
          </figcaption>
        )}
      </div>
      <IconButton size="sm" label="Next quote" onClick={() => setSkipped((n) => n + 1)}>
        <ArrowRight />
      </IconButton>
    </figure>
  )
}

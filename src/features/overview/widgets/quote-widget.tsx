import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { WidgetProps } from '@/lib/widget-registry'
import { QUOTES, quoteIndexFor } from '../model/quotes'
import type { QUOTE_OPTIONS } from '../model/widget-options'

/** A quote for the day from a small bundled collection; 'Next quote' moves on. */
export default function QuoteWidget({ options }: WidgetProps<typeof QUOTE_OPTIONS>) {
  const [offset, setOffset] = useState(0)
  const quote = QUOTES[(quoteIndexFor(new Date()) + offset) % QUOTES.length]!
  return (
    <figure className="flex h-full min-h-0 flex-col justify-center gap-2">
      <blockquote className="overflow-y-auto text-lg leading-snug">“{quote.text}”</blockquote>
      <div className="flex items-center justify-between gap-2">
        {options.author ? (
          <figcaption className="truncate text-sm text-fg-muted">— {quote.author}</figcaption>
        ) : (
          <span />
        )}
        <Button size="sm" look="flat" onClick={() => setOffset((n) => n + 1)}>
          Next quote
        </Button>
      </div>
    </figure>
  )
}

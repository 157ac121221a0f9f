import { Field, Textarea } from '@/components/ui/field'
import { MAX_BOOKMARK_NOTE } from '@/data/records/bookmark'

/**
 * A bookmark's 'Note' in 'Add bookmark' and 'Edit bookmark': Markdown, shown under the bookmark's
 * row with 'Show note'.
 */
export function BookmarkNoteField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field label="Note" hint="Markdown: **bold**, lists, links…">
      {(ids) => (
        <Textarea
          {...ids}
          value={value}
          maxLength={MAX_BOOKMARK_NOTE}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

import { LinkTextarea } from '@/components/link-suggest/link-textarea'
import { Field, TEXTAREA_CLASS } from '@/components/ui/field'
import { MAX_BOOKMARK_NOTE } from '@/data/records/bookmark'

/**
 * A bookmark's 'Note' in 'Add bookmark' and 'Edit bookmark': Markdown, shown under the bookmark's
 * row with 'Show note'. `[[` links to a note, todo, bookmark, list or folder, as in a note.
 */
export function BookmarkNoteField({
  value,
  onChange,
  bookmarkId,
}: {
  value: string
  onChange: (value: string) => void
  /** The bookmark edited (it does not link to itself). */
  bookmarkId?: string
}) {
  return (
    <Field label="Note" hint="Markdown: **bold**, lists, links; type [[ to link to an item">
      {(ids) => (
        <LinkTextarea
          {...ids}
          value={value}
          exclude={bookmarkId}
          maxLength={MAX_BOOKMARK_NOTE}
          rows={4}
          onChange={onChange}
          className={TEXTAREA_CLASS}
        />
      )}
    </Field>
  )
}

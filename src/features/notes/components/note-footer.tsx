import { memo, useMemo } from 'react'
import { useRecordSelect, useSaveState, type SaveState } from '@/data/hooks'
import { cn } from '@/lib/cn'
import { useDebounced } from '@/hooks/use-debounced'
import { noteBody } from '../model/note-selectors'
import { countCharacters, countWords } from '../model/note-text'

const SAVE_TEXT: Record<SaveState, string> = {
  saved: 'Saved on this device',
  saving: 'Saving on this device…',
  failed: 'Not saved: storage failed. Hearth keeps retrying; export to be safe.',
  'memory-only': 'Not saved: this browser cannot store data here',
  'read-only': 'Read-only',
}

// Made on first use: preloading this code (a start page does) builds no Intl object.
let numberFormat: Intl.NumberFormat | undefined
const number = () => (numberFormat ??= new Intl.NumberFormat())

/** Word and character count, and whether the note is saved on this device. */
export const NoteFooter = memo(function NoteFooter({ noteId }: { noteId: string }) {
  const body = useRecordSelect('notes', noteId, noteBody)
  // Counting a long note waits for a pause in typing.
  const settled = useDebounced(body, 250)
  const words = useMemo(() => countWords(settled), [settled])
  const characters = useMemo(() => countCharacters(settled), [settled])
  const state = useSaveState()
  return (
    <footer className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-4 py-1.5 text-xs text-fg-muted">
      <span>
        {number().format(words)} {words === 1 ? 'word' : 'words'} · {number().format(characters)}{' '}
        {characters === 1 ? 'character' : 'characters'}
      </span>
      <span
        role="status"
        className={cn((state === 'failed' || state === 'memory-only') && 'font-medium text-error')}
      >
        {SAVE_TEXT[state]}
      </span>
    </footer>
  )
})

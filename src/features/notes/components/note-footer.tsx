import { useDeferredValue } from 'react'
import { useSaveState, type SaveState } from '@/data/hooks'
import { cn } from '@/lib/cn'
import { countWords } from '../model/note-text'

const SAVE_TEXT: Record<SaveState, string> = {
  saved: 'Saved on this device',
  saving: 'Saving on this device…',
  failed: 'Not saved: storage failed. Hearth keeps retrying; export to be safe.',
  'memory-only': 'Not saved: this browser cannot store data here',
  'read-only': 'Read-only',
}

const number = new Intl.NumberFormat()

/** Word and character count, and whether the note is saved on this device. */
export function NoteFooter({ body }: { body: string }) {
  // Counting a long note waits for a pause in typing.
  const text = useDeferredValue(body)
  const words = countWords(text)
  const state = useSaveState()
  return (
    <footer className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-4 py-1.5 text-xs text-fg-muted">
      <span>
        {number.format(words)} {words === 1 ? 'word' : 'words'} · {number.format(text.length)}{' '}
        {text.length === 1 ? 'character' : 'characters'}
      </span>
      <span
        role="status"
        className={cn((state === 'failed' || state === 'memory-only') && 'font-medium text-error')}
      >
        {SAVE_TEXT[state]}
      </span>
    </footer>
  )
}

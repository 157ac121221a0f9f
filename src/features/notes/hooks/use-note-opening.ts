import { useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/lib/idle'
import { NotePreview } from '../components/lazy-parts'
import type { NoteMeta } from '../model/note-selectors'
import { setNoteFullscreen } from '../model/note-keys'
import { useNotesUi } from '../model/notes-ui-store'

/**
 * What happens as a note opens in Notes: the preview's code is fetched while the editor is
 * idle; fullscreen ends with the note; a note just created here starts in the editor
 * (`editFirst`) with the cursor in its title (`titleField`).
 */
export function useNoteOpening(note: NoteMeta, readOnly: boolean) {
  // The preview's code (Markdown, DOMPurify) is fetched while the editor is idle.
  useEffect(() => {
    return whenIdle(() => void NotePreview.preload().catch(() => {}), {
      timeout: 3000,
      fallbackDelay: 1000,
    })
  }, [])

  // Fullscreen ends with the note. Esc leaves it too: that is the 'Leave fullscreen' command
  // (notes-commands.ts), which lets a completion list or a dialog take Esc first.
  useEffect(() => () => setNoteFullscreen(false), [])

  // A new note opens ready to type: where the preview would take the editor's place, it starts
  // in the editor. The Preview button shows the preview again, as on any note.
  const [editFirst, setEditFirst] = useState(() => useNotesUi.getState().created === note.id)
  // A note just created here opens with the cursor in its title, as 'New todo' puts it in its
  // field: what is typed next is its name. Once only, and not for one created with a title (a
  // [[link]]'s).
  const titleField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const { focusTitle, set } = useNotesUi.getState()
    if (focusTitle !== note.id) return
    set({ focusTitle: null })
    if (!readOnly && !note.title) titleField.current?.focus()
    // Only as the note opens: a title typed later must not take focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [note.id])
  return { editFirst, setEditFirst, titleField }
}

import { memo } from 'react'
import { useRecordSelect } from '@/data/hooks'
import { useDebounced } from '@/hooks/use-debounced'
import type { ResolveTitle } from '@/lib/markdown'
import { noteBody } from '../model/note-selectors'
import { NotePreview } from './lazy-parts'

interface PreviewPaneProps {
  noteId: string
  resolve: ResolveTitle
  readOnly: boolean
  onToggleTask: (index: number) => void
  onCreateNote: (title: string) => void
}

/** The preview, following the body once typing pauses (rendering a long note takes a while). */
export const PreviewPane = memo(function PreviewPane({ noteId, ...props }: PreviewPaneProps) {
  const body = useDebounced(useRecordSelect('notes', noteId, noteBody), 150)
  return <NotePreview body={body} {...props} />
})

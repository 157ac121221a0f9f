import { option } from '@/lib/widget-options'

export const NOTES_WIDGET_OPTIONS = {
  note: option.pick('Note', () => import('./note-choices').then((m) => m.useNoteChoices), ''),
  mode: option.select(
    'Show',
    [
      { value: 'rendered', label: 'The note, rendered' },
      { value: 'scratchpad', label: 'A scratchpad: edit its text here' },
    ],
    'rendered',
  ),
}

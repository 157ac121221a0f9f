import { option } from '@/lib/widget-options'

/** The notes widget's settings. The keys and values are stored in widget records: never rename. */
export const NOTES_WIDGET_OPTIONS = {
  /** The note shown: a note's id, or '' for none (the widget then offers a new scratchpad). */
  note: option.pick('Note', () => import('./note-choices').then((m) => m.useNoteChoices), ''),
  mode: option.select(
    'Mode',
    [
      { value: 'rendered', label: 'Show the note rendered' },
      { value: 'scratchpad', label: 'Scratchpad: edit its text here' },
    ],
    'rendered',
  ),
}

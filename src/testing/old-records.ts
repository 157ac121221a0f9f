/** A note as older builds wrote it, with a field this build does not know (migration tests). */
export const OLD_NOTE = {
  id: 'note:old',
  title: 'Old',
  body: 'text',
  tags: [],
  pinned: false,
  trashedAt: null,
  createdAt: 1,
  updatedAt: 1,
  legacyField: 42,
}

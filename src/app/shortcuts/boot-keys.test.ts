// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import { APP_COMMANDS } from '../commands'
import { bootKeys } from './boot-keys'

it('is what boot-keys.json holds for the build (run `npx vitest run boot-keys -u` after a change)', async () => {
  const text = `${JSON.stringify(bootKeys(APP_COMMANDS), null, 2)}\n`
  await expect(text).toMatchFileSnapshot('./boot-keys.json')
})

it('takes every shortcut the key handler dispatches, each on its screen', () => {
  const { shortcuts } = bootKeys(APP_COMMANDS)
  const byId = new Map(shortcuts.map((shortcut) => [shortcut.id, shortcut]))
  expect(byId.get('search:toggle')).toMatchObject({
    chords: { other: ['Ctrl+K'], apple: ['Meta+K'] },
    inFields: true,
    inDialogs: true,
    frame: 'palette',
  })
  expect(byId.get('shortcuts:open')).toMatchObject({
    chords: { other: ['?'] },
    frame: 'dialog',
    title: 'Keyboard shortcuts',
  })
  expect(byId.get('edit:redo')?.chords.other).toEqual(['Ctrl+Shift+Z', 'Ctrl+Y'])
  expect(byId.get('todos:new')).toMatchObject({ chords: { other: ['Q'] }, screen: '/todos' })
  expect(byId.get('bookmarks:new')).toMatchObject({ screen: '/bookmarks' })
  expect(byId.get('notes:new')).toMatchObject({ chords: { other: ['Alt+N'] }, inFields: true })
})

it('leaves alone the keys components handle, and those decided before them', () => {
  const ids = bootKeys(APP_COMMANDS).shortcuts.map((shortcut) => shortcut.id)
  // The note editor's formatting keys, the Overview's widget moves: their own key maps.
  expect(ids.some((id) => id.startsWith('notes:format') || id.startsWith('overview:'))).toBe(false)
  // Esc leaving a note's fullscreen depends on what shows.
  expect(ids).not.toContain('notes:leave-fullscreen')
})

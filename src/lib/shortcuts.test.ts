import { describe, expect, it } from 'vitest'
import {
  ariaKeyShortcuts,
  chordText,
  eventChords,
  formatShortcut,
  matchesShortcut,
  onScreen,
  parseShortcut,
  shortcutConflicts,
  type KeyLike,
} from './shortcuts'

const key = (init: Partial<KeyLike> & Pick<KeyLike, 'key'>): KeyLike => ({
  code: '',
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...init,
})

describe('parseShortcut', () => {
  it('resolves Mod to Ctrl, or to Meta on Apple platforms', () => {
    expect(chordText(parseShortcut('Mod+K', false))).toBe('Ctrl+K')
    expect(chordText(parseShortcut('Mod+K', true))).toBe('Meta+K')
  })

  it('puts modifiers in one order and names keys one way', () => {
    expect(chordText(parseShortcut('Shift+mod+z', false))).toBe('Ctrl+Shift+Z')
    expect(chordText(parseShortcut('Esc', false))).toBe('Escape')
    expect(chordText(parseShortcut('Control+Option+n', false))).toBe('Ctrl+Alt+N')
    expect(chordText(parseShortcut('Mod++', false))).toBe('Ctrl++')
    expect(chordText(parseShortcut('?', false))).toBe('?')
  })

  it('refuses unknown modifiers', () => {
    expect(() => parseShortcut('Hyper+K', false)).toThrow(/unknown modifier/)
  })
})

describe('eventChords and matchesShortcut', () => {
  it('matches Ctrl+K on Linux and Windows, ⌘K on Apple platforms', () => {
    const ctrlK = key({ key: 'k', code: 'KeyK', ctrlKey: true })
    const cmdK = key({ key: 'k', code: 'KeyK', metaKey: true })
    expect(matchesShortcut('Mod+K', ctrlK, false)).toBe(true)
    expect(matchesShortcut('Mod+K', cmdK, false)).toBe(false)
    expect(matchesShortcut('Mod+K', cmdK, true)).toBe(true)
    expect(matchesShortcut('Mod+K', ctrlK, true)).toBe(false)
  })

  it('does not match with an extra modifier', () => {
    const ctrlShiftK = key({ key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true })
    expect(matchesShortcut('Mod+K', ctrlShiftK, false)).toBe(false)
    expect(matchesShortcut('Mod+Shift+K', ctrlShiftK, false)).toBe(true)
  })

  it('reads a letter with Alt from its code (macOS types a dead key for Alt+N)', () => {
    const macAltN = key({ key: 'Dead', code: 'KeyN', altKey: true })
    const macAltP = key({ key: 'π', code: 'KeyP', altKey: true })
    expect(eventChords(macAltN)).toEqual(['Alt+N'])
    expect(matchesShortcut('Alt+N', macAltN, true)).toBe(true)
    expect(matchesShortcut('Alt+P', macAltP, true)).toBe(true)
    expect(matchesShortcut('Alt+N', key({ key: 'n', code: 'KeyN', altKey: true }), false)).toBe(
      true,
    )
  })

  it('reads Ctrl+letter from its code on a non-Latin layout', () => {
    expect(matchesShortcut('Mod+K', key({ key: 'л', code: 'KeyK', ctrlKey: true }), false)).toBe(
      true,
    )
  })

  it("matches '?' typed with Shift, and not a plain '/'", () => {
    const question = key({ key: '?', code: 'Slash', shiftKey: true })
    expect(eventChords(question)).toEqual(['?'])
    expect(matchesShortcut('?', question, false)).toBe(true)
    expect(matchesShortcut('?', key({ key: '/', code: 'Slash' }), false)).toBe(false)
  })

  it('matches a shifted digit by the character and by Shift+digit', () => {
    const star = key({ key: '*', code: 'Digit8', ctrlKey: true, shiftKey: true })
    expect(matchesShortcut('Mod+Shift+8', star, false)).toBe(true)
    expect(matchesShortcut('Mod+*', star, false)).toBe(true)
  })

  it('keeps Shift for letters and ignores Caps Lock', () => {
    const redo = key({ key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true })
    expect(matchesShortcut(['Mod+Shift+Z', 'Mod+Y'], redo, false)).toBe(true)
    expect(matchesShortcut('Mod+Z', redo, false)).toBe(false)
    expect(matchesShortcut('Mod+Z', key({ key: 'Z', code: 'KeyZ', ctrlKey: true }), false)).toBe(
      true,
    )
    expect(matchesShortcut(['Mod+Shift+Z', 'Mod+Y'], key({ key: 'y', ctrlKey: true }), false)).toBe(
      true,
    )
  })

  it('ignores a lone modifier', () => {
    expect(eventChords(key({ key: 'Control', code: 'ControlLeft', ctrlKey: true }))).toEqual([])
  })
})

describe('formatting', () => {
  it("shows 'Ctrl+K', or '⌘K' on Apple platforms", () => {
    expect(formatShortcut('Mod+K', false)).toBe('Ctrl+K')
    expect(formatShortcut('Mod+K', true)).toBe('⌘K')
    expect(formatShortcut('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z')
    expect(formatShortcut('Mod+Shift+Z', true)).toBe('⇧⌘Z')
    expect(formatShortcut('Alt+N', true)).toBe('⌥N')
    expect(formatShortcut('Escape', false)).toBe('Esc')
    expect(formatShortcut('?', true)).toBe('?')
  })

  it('writes aria-keyshortcuts with Control or Meta, several separated by spaces', () => {
    expect(ariaKeyShortcuts('Mod+K', false)).toBe('Control+K')
    expect(ariaKeyShortcuts('Mod+K', true)).toBe('Meta+K')
    expect(ariaKeyShortcuts(['Mod+Shift+Z', 'Mod+Y'], false)).toBe('Control+Shift+Z Control+Y')
    expect(ariaKeyShortcuts('Alt+N', false)).toBe('Alt+N')
  })
})

it('scopes a screen to its route and the routes under it', () => {
  expect(onScreen('/notes', '/notes')).toBe(true)
  expect(onScreen('/notes', '/notes/note:1')).toBe(true)
  expect(onScreen('/notes', '/notes-archive')).toBe(false)
  expect(onScreen('/notes', '/')).toBe(false)
  expect(onScreen(undefined, '/todos')).toBe(true)
})

describe('shortcutConflicts', () => {
  it('finds two commands that claim one key in one scope', () => {
    const conflicts = shortcutConflicts([
      { id: 'search', shortcut: 'Mod+K' },
      { id: 'notes:link', shortcut: 'Ctrl+K', when: { screen: '/notes' } },
    ])
    // Mod is Ctrl off Apple platforms only.
    expect(conflicts).toEqual([{ key: 'Ctrl+K', ids: ['search', 'notes:link'] }])
  })

  it('sees overlap between a screen and the screens under it, not between siblings', () => {
    expect(
      shortcutConflicts([
        { id: 'a', shortcut: 'Alt+N', when: { screen: '/notes' } },
        { id: 'b', shortcut: 'Alt+N', when: { screen: '/notes/' } },
      ]),
    ).toEqual([
      { key: 'Alt+N', ids: ['a', 'b'] },
      { key: '⌥N', ids: ['a', 'b'] },
    ])
    expect(
      shortcutConflicts([
        { id: 'a', shortcut: 'Alt+N', when: { screen: '/notes' } },
        { id: 'b', shortcut: 'Alt+N', when: { screen: '/todos' } },
      ]),
    ).toEqual([])
  })

  it("lets an editor's own key share a key with a shortcut that stays out of fields", () => {
    const bold = { id: 'bold', shortcut: 'Mod+B', local: true, when: { screen: '/notes' } }
    expect(shortcutConflicts([bold, { id: 'b', shortcut: 'Mod+B' }])).toEqual([])
    expect(
      shortcutConflicts([bold, { id: 'b', shortcut: 'Mod+B', when: { inFields: true } }]).map(
        (conflict) => conflict.key,
      ),
    ).toEqual(['Ctrl+B', '⌘B'])
  })

  it('counts every shortcut of a command', () => {
    expect(
      shortcutConflicts([
        { id: 'redo', shortcut: ['Mod+Shift+Z', 'Mod+Y'] },
        { id: 'other', shortcut: 'Ctrl+Y' },
      ]).map((conflict) => conflict.key),
    ).toEqual(['Ctrl+Y'])
  })
})

// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it } from 'vitest'
import SCRIPT from '../../../public/boot-keys.js?raw'
import { dropBootFrame, takeEarlyKeys } from '@/lib/boot-keys'
import { APP_COMMANDS } from '../commands'
import { bootKeys } from './boot-keys'

// public/boot-keys.js as the page runs it, with the list the build puts before it.

beforeEach(() => {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'hearth-keys'
  block.textContent = JSON.stringify(bootKeys(APP_COMMANDS))
  document.head.append(block)
  ;(0, eval)(SCRIPT)
})

afterEach(() => {
  // As the app's dialogs do: the frames go, and with them their own key listeners.
  dropBootFrame('dialog')
  dropBootFrame('palette')
  takeEarlyKeys()
  delete window.hearthBootKeys
  document.head.replaceChildren()
  document.body.replaceChildren()
  location.hash = ''
})

/** Presses a key at `target` (the page by default); whether something took it from the browser. */
function press(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

const keysOf = () => (takeEarlyKeys()?.keys ?? []).map(({ key }) => key)

it('keeps the shortcuts pressed on their screens, in order, from the browser', () => {
  location.hash = '#/todos'
  expect(press({ key: 'q', code: 'KeyQ' })).toBe(true)
  expect(press({ key: 'z', code: 'KeyZ', ctrlKey: true })).toBe(true)
  // Bookmarks' B, not on Bookmarks; a letter that is no shortcut; the browser's reload.
  expect(press({ key: 'b', code: 'KeyB' })).toBe(false)
  expect(press({ key: 'x', code: 'KeyX' })).toBe(false)
  expect(press({ key: 'r', code: 'KeyR', ctrlKey: true })).toBe(false)
  expect(keysOf()).toEqual(['q', 'z'])
})

it('reads a key as the app does: Alt+N from the key under a dead key, ? from Shift and /', () => {
  location.hash = '#/notes'
  // macOS: Alt+N types a dead key; the key is read from where it is.
  expect(press({ key: 'Dead', code: 'KeyN', altKey: true })).toBe(true)
  expect(press({ key: '?', code: 'Slash', shiftKey: true })).toBe(true)
  // Its frame is a dialog: a key not meant for dialogs is left alone meanwhile.
  expect(press({ key: 'Dead', code: 'KeyN', altKey: true })).toBe(false)
  expect(keysOf()).toEqual(['Dead', '?'])
})

it('leaves typing in a field alone, but for the keys meant for fields', () => {
  location.hash = '#/todos'
  const field = document.createElement('input')
  document.body.append(field)
  expect(press({ key: 'q', code: 'KeyQ' }, field)).toBe(false)
  expect(press({ key: '?', code: 'Slash', shiftKey: true }, field)).toBe(false)
  // A checkbox takes no typing: the key is the app's.
  const box = document.createElement('input')
  box.type = 'checkbox'
  document.body.append(box)
  expect(press({ key: 'q', code: 'KeyQ' }, box)).toBe(true)
  expect(keysOf()).toEqual(['q'])
})

it('shows the search frame with Ctrl+K, and hands over what was typed, Enter and the arrows', () => {
  expect(press({ key: 'k', code: 'KeyK', ctrlKey: true })).toBe(true)
  const field = document.querySelector<HTMLInputElement>('[data-boot-frame="palette"] input')!
  expect(document.activeElement).toBe(field)
  field.value = 'sett'
  field.dispatchEvent(new Event('input'))
  press({ key: 'ArrowDown' }, field)
  press({ key: 'ArrowDown' }, field)
  press({ key: 'Enter' }, field)
  // Ctrl+K is no key to replay: the frame stands for it.
  expect(takeEarlyKeys()).toEqual({
    keys: [],
    palette: { text: 'sett', moves: 2, enter: 'sett', openedFrom: document.body },
  })
  // Taken over, it takes no more keys.
  expect(press({ key: 'k', code: 'KeyK', ctrlKey: true })).toBe(false)
})

it('closes a frame with Esc and forgets its key', () => {
  press({ key: '?', code: 'Slash', shiftKey: true })
  expect(document.querySelector('[data-boot-frame="dialog"]')).not.toBeNull()
  press({ key: 'Escape' })
  expect(document.querySelector('[data-boot-frame="dialog"]')).toBeNull()
  expect(takeEarlyKeys()).toEqual({ keys: [], palette: null })
})

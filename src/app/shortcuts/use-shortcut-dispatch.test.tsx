import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSearchStore } from '@/features/search/model/search-store'
import { registerCommands, useCommandRegistry, type Command } from '@/lib/command-registry'
import CommandHost from './command-host'
import { useShortcutsDialog } from './shortcuts-dialog-store'

// The host offers a 'Switch to workspace' command per workspace and names Undo's step, from the
// data session; these tests need neither, and loading the real data layer could outlive a test.
vi.mock('@/data/session', () => ({
  session: {
    registry: null,
    workspace: null,
    subscribe: () => () => {},
    history: { subscribe: () => () => {}, undoLabel: () => null, redoLabel: () => null },
  },
}))

/** The command host on `path`, with a text field, an editor-like contenteditable and a button. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CommandHost />
            <input aria-label="Title" />
            <input type="checkbox" aria-label="Done" />
            <div contentEditable aria-label="Note body" role="textbox" />
            {/* Handles its own keys, as CodeMirror's keymap does. */}
            <button onKeyDown={(event) => event.preventDefault()}>Editor-like</button>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const dialogShown = () => !!document.querySelector('[role="dialog"]')
const press = (target: Element, init: KeyboardEventInit) => fireEvent.keyDown(target, init)
const ctrlK = { key: 'k', code: 'KeyK', ctrlKey: true }
const question = { key: '?', code: 'Slash', shiftKey: true }
const altJ = { key: 'j', code: 'KeyJ', altKey: true }

const spy = (overrides: Partial<Command>) => ({
  id: 'test:spy',
  title: 'Spy',
  section: 'Test',
  shortcut: 'Alt+J',
  ...overrides,
  run: vi.fn<Command['run']>(),
})

// The host registers the app's own commands (Search, Keyboard shortcuts, …) as it mounts.
beforeEach(() => useCommandRegistry.setState({ commands: [] }))
afterEach(() => {
  useSearchStore.setState({ open: false })
  useShortcutsDialog.setState({ open: false })
})

describe('the one key handler', () => {
  it("opens 'Keyboard shortcuts' with ?, listing every shortcut by section", async () => {
    renderAt('/')
    press(document.body, question)
    // Its frame at once; the dialog's code loads on first use: allow for a busy machine.
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts', busy: true })).toBeVisible()
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Keyboard shortcuts', busy: false },
      { timeout: 5000 },
    )
    expect(screen.getAllByRole('dialog')).toEqual([dialog])
    const general = within(dialog).getByRole('region', { name: 'General' })
    expect(within(general).getByText('Search').nextElementSibling).toHaveTextContent('Ctrl+K')
    expect(within(general).getByText('Redo').nextElementSibling).toHaveTextContent(
      'Ctrl+Shift+Z or Ctrl+Y',
    )
    const editor = within(dialog).getByRole('region', { name: 'Note editor' })
    expect(within(editor).getByText('Bold').nextElementSibling).toHaveTextContent('Ctrl+B')
    expect(within(dialog).getByRole('region', { name: 'Notes' })).toHaveTextContent('Alt+N')
  })

  it('does not fire a shortcut typed in a text field, unless the command says inFields', () => {
    renderAt('/')
    const title = screen.getByRole('textbox', { name: 'Title' })
    const event = new KeyboardEvent('keydown', { ...question, bubbles: true, cancelable: true })
    title.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false) // the field types its '?'
    press(screen.getByRole('textbox', { name: 'Note body' }), question)
    expect(useShortcutsDialog.getState().open).toBe(false)
    // A checkbox takes no typing: the shortcut is the app's.
    press(screen.getByRole('checkbox', { name: 'Done' }), question)
    expect(useShortcutsDialog.getState().open).toBe(true)
  })

  it('toggles the search palette with Ctrl+K, from a field too', () => {
    renderAt('/')
    press(document.body, ctrlK)
    expect(useSearchStore.getState().open).toBe(true)
    press(screen.getByRole('textbox', { name: 'Title' }), ctrlK)
    expect(useSearchStore.getState().open).toBe(false)
    press(document.body, { ...ctrlK, shiftKey: true, key: 'K' })
    expect(useSearchStore.getState().open).toBe(false)
  })

  it('leaves alone a key a component already handled', () => {
    renderAt('/')
    press(screen.getByRole('button', { name: 'Editor-like' }), ctrlK)
    expect(useSearchStore.getState().open).toBe(false)
  })

  it('decides a capture command before any component can take its key', () => {
    const early = spy({ shortcut: 'Escape', capture: true, enabled: () => !dialogShown() })
    registerCommands([early])
    renderAt('/')
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    screen.getByRole('button', { name: 'Editor-like' }).dispatchEvent(event)
    expect(early.run).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)
  })

  it('fires only commands with inDialogs while a dialog is open', () => {
    renderAt('/')
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    document.body.append(dialog)
    try {
      press(document.body, question)
      expect(useShortcutsDialog.getState().open).toBe(false)
      press(document.body, ctrlK)
      expect(useSearchStore.getState().open).toBe(true)
    } finally {
      dialog.remove()
    }
  })

  it("fires a screen's shortcut on that screen and those under it only", async () => {
    const command = spy({ when: { screen: '/notes', inFields: true } })
    registerCommands([command])
    const router = renderAt('/')
    press(document.body, altJ)
    expect(command.run).not.toHaveBeenCalled()
    await act(() => router.navigate('/notes/note:1'))
    press(screen.getByRole('textbox', { name: 'Note body' }), altJ)
    expect(command.run).toHaveBeenCalledTimes(1)
    expect(command.run.mock.calls[0]![0]).toHaveProperty('navigate')
  })

  it('skips disabled and listed-only commands, and held keys unless the command repeats', () => {
    const disabled = spy({ id: 'a', enabled: () => false })
    const local = spy({ id: 'b', shortcut: 'Alt+B', local: true })
    const once = spy({ id: 'c', shortcut: 'Alt+C' })
    const repeats = spy({ id: 'd', shortcut: 'Alt+D', repeat: true })
    registerCommands([disabled, local, once, repeats])
    renderAt('/')
    press(document.body, altJ)
    press(document.body, { key: 'b', code: 'KeyB', altKey: true })
    expect(disabled.run).not.toHaveBeenCalled()
    expect(local.run).not.toHaveBeenCalled()
    for (let i = 0; i < 3; i++) {
      press(document.body, { key: 'c', code: 'KeyC', altKey: true, repeat: i > 0 })
      press(document.body, { key: 'd', code: 'KeyD', altKey: true, repeat: i > 0 })
    }
    expect(once.run).toHaveBeenCalledTimes(1)
    expect(repeats.run).toHaveBeenCalledTimes(3)
  })
})

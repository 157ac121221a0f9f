import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { CopyLinkItem, copyItemLink } from './copy-link'
import { IconButton } from './ui/icon-button'
import { Menu } from './ui/menu'
import { Toaster } from './ui/toaster'
import { useToastStore } from './ui/toast-store'
import { TooltipProvider } from './ui/tooltip'

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
  writeText.mockReset().mockResolvedValue(undefined)
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
})
afterEach(() => vi.unstubAllGlobals())

const toasts = () =>
  within(screen.getByRole('region', { name: 'Toasts' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

it("copies the item's address, on the page Hearth is served from, and says so", async () => {
  render(<Toaster />)
  await expect(copyItemLink('note:abc123')).resolves.toBe(true)
  expect(writeText).toHaveBeenCalledWith(`${location.href.split('#')[0]}#/go/note:abc123`)
  expect(await screen.findByText('Link copied')).toBeInTheDocument()
})

it('says so when the browser refuses the clipboard, or has none', async () => {
  render(<Toaster />)
  writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
  await expect(copyItemLink('todo:abc123')).resolves.toBe(false)
  expect(await screen.findByText('Could not copy the link')).toBeInTheDocument()
  vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
  await expect(copyItemLink('todo:abc123')).resolves.toBe(false)
  expect(toasts()).toHaveLength(1)
  expect(toasts()[0]).toContain('Could not copy the link')
})

it('is an item of a menu, which closes as it copies', async () => {
  const user = userEvent.setup()
  // user-event puts a clipboard of its own on the page: this test's goes back in its place.
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  render(
    <TooltipProvider>
      <Menu label="Folder “Recipes”" trigger={<IconButton label="Actions">…</IconButton>}>
        <CopyLinkItem id="folder:f1" />
      </Menu>
      <Toaster />
    </TooltipProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Actions' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }))
  expect(await screen.findByText('Link copied')).toBeInTheDocument()
  expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#\/go\/folder:f1$/))
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})

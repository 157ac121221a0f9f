import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import type * as HashModel from './hash-model'
import HashPage from './hash-page'

// Each digest waits until the test lets it finish, so their order can be chosen.
const held = vi.hoisted(
  () => new Map<unknown, { release: () => void; digests: Promise<unknown> }>(),
)
vi.mock('./hash-model', async (importOriginal) => {
  const real = await importOriginal<typeof HashModel>()
  return {
    ...real,
    digestAll: (data: string | ArrayBuffer) => {
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      // The page's own promise: it hears the digests before `finish` does.
      const digests = released.then(() => real.digestAll(data))
      held.set(data, { release, digests })
      return digests
    },
  }
})
/**
 * Lets the digest of `data` finish and waits for it (Web Crypto's own time: a fixed pause was
 * too short on a busy machine), the page's update included.
 */
const finish = (data: unknown) =>
  act(async () => {
    const { release, digests } = held.get(data)!
    release()
    await digests
  })

let workspace: Workspace
let n = 0
beforeEach(async () => {
  held.clear()
  workspace = await openTestWorkspace(`hash-page-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

const sha1 = () => screen.getByRole('textbox', { name: 'SHA-1' })

it('shows the digests of the newest text even when an older one finishes last', async () => {
  const user = userEvent.setup()
  render(
    <WithWorkspace workspace={workspace}>
      <HashPage />
    </WithWorkspace>,
  )
  expect(sha1()).toHaveValue('')
  expect(sha1()).toHaveAttribute('placeholder', 'Hashing…')
  const text = screen.getByRole('textbox', { name: 'Text' })
  await user.clear(text)
  await user.type(text, 'ab')
  await user.type(text, 'c')
  await finish('abc')
  expect(sha1()).toHaveValue('a9993e364706816aba3e25717850c26c9cd0d89d')
  // The older digests arrive late and are dropped.
  await finish('ab')
  await finish('Hello, Hearth!')
  expect(sha1()).toHaveValue('a9993e364706816aba3e25717850c26c9cd0d89d')
})

it('refuses a file over 500 MB with a clear message, and says which file', async () => {
  const user = userEvent.setup()
  const { container } = render(
    <WithWorkspace workspace={workspace}>
      <HashPage />
    </WithWorkspace>,
  )
  const huge = new File(['x'], 'disk.img')
  Object.defineProperty(huge, 'size', { value: 600 * 1024 * 1024 })
  await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, huge)
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Could not hash the filedisk.img is 600 MB; files up to 500 MB can be hashed here.',
  )
  expect(screen.getByRole('textbox', { name: 'Text' })).toBeInTheDocument()
})

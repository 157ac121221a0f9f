import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { PAIRING_KEY } from '@/data/sync/pending-pairing'
import { SyncSection } from './sync-section'

const { connectDevice } = vi.hoisted(() => ({ connectDevice: vi.fn(async () => {}) }))
vi.mock('@/data/sync/pairing', () => ({ connectDevice }))

/** The page's policies: the build's, and the device's (public/pre-paint.js). */
function policies(device: string) {
  for (const content of [
    "default-src 'self'; connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:*",
    device,
  ]) {
    const meta = document.createElement('meta')
    meta.httpEquiv = 'Content-Security-Policy'
    meta.content = content
    document.head.append(meta)
  }
}

let reload: ReturnType<typeof vi.fn>
beforeEach(() => {
  reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: window.location.href,
    reload,
  } as Location)
})
afterEach(() => {
  document.head.replaceChildren()
  sessionStorage.clear()
  connectDevice.mockClear()
})

function fill(address: string, code: string) {
  fireEvent.change(screen.getByLabelText('Server address'), { target: { value: address } })
  fireEvent.change(screen.getByLabelText('Pairing code'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
}

it('reloads to reach a server the page may not connect to yet, keeping what was typed for this tab', () => {
  policies("connect-src 'self'")
  render(<SyncSection />)
  fill('sync.example.org', 'ABCD-1234')
  expect(reload).toHaveBeenCalledOnce()
  expect(connectDevice).not.toHaveBeenCalled()
  expect(JSON.parse(sessionStorage.getItem(PAIRING_KEY)!)).toEqual({
    serverUrl: 'https://sync.example.org',
    address: 'sync.example.org',
    code: 'ABCD-1234',
  })
})

it('pairs at once, back from that reload, and keeps the code no longer', async () => {
  sessionStorage.setItem(
    PAIRING_KEY,
    JSON.stringify({
      serverUrl: 'https://sync.example.org',
      address: 'sync.example.org',
      code: 'ABCD-1234',
    }),
  )
  policies("connect-src 'self' https://sync.example.org wss://sync.example.org")
  render(<SyncSection />)
  expect(screen.getByLabelText('Server address')).toHaveValue('sync.example.org')
  await waitFor(() => expect(connectDevice).toHaveBeenCalledWith('sync.example.org', 'ABCD-1234'))
  expect(sessionStorage.getItem(PAIRING_KEY)).toBeNull()
  expect(reload).not.toHaveBeenCalled()
})

it('says so, and does not reload again, when the reload did not allow the server', async () => {
  sessionStorage.setItem(
    PAIRING_KEY,
    JSON.stringify({
      serverUrl: 'https://sync.example.org',
      address: 'sync.example.org',
      code: 'X',
    }),
  )
  policies("connect-src 'self'")
  render(<SyncSection />)
  expect(
    await screen.findByText(
      'Hearth could not allow connections to this server. Reload the page and try again.',
    ),
  ).toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
  expect(connectDevice).not.toHaveBeenCalled()
})

it('connects without a reload to a server the page may reach', async () => {
  policies("connect-src 'self' http://127.0.0.1:1234 ws://127.0.0.1:1234")
  render(<SyncSection />)
  fill('127.0.0.1:1234', 'CODE')
  await waitFor(() => expect(connectDevice).toHaveBeenCalledWith('127.0.0.1:1234', 'CODE'))
  expect(reload).not.toHaveBeenCalled()
})

import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { AppErrorScreen, reloadFromOrigin } from './app-error-screen'

function Broken(): never {
  throw new Error('shell failed')
}

it('replaces a failed app with the error screen and a Refresh button', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const onRefresh = vi.fn()
  render(
    <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} onRefresh={onRefresh} />}>
      <Broken />
    </ErrorBoundary>,
  )
  expect(
    screen.getByRole('heading', { name: 'Ooops, something went wrong :(' }),
  ).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
  expect(onRefresh).toHaveBeenCalledOnce()
})

it('reloads from the origin, dropping the route', () => {
  const location = {
    origin: 'http://x',
    pathname: '/',
    href: 'http://x/#/notes/1',
    assign: vi.fn(),
    reload: vi.fn(),
  }
  reloadFromOrigin(location)
  expect(location.assign).toHaveBeenCalledWith('http://x/')
  expect(location.reload).not.toHaveBeenCalled()
  reloadFromOrigin({ ...location, href: 'http://x/' })
  expect(location.reload).toHaveBeenCalledOnce()
})

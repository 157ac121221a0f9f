import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom')
  return <p>All fine</p>
}

it('shows the fallback when a child fails and resets when its children change', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const fallback = (error: unknown) => <p>Failed: {(error as Error).message}</p>
  const { rerender } = render(
    <ErrorBoundary fallback={fallback}>
      <Bomb explode />
    </ErrorBoundary>,
  )
  expect(screen.getByText('Failed: boom')).toBeInTheDocument()
  rerender(
    <ErrorBoundary fallback={fallback}>
      <Bomb explode={false} />
    </ErrorBoundary>,
  )
  expect(screen.getByText('All fine')).toBeInTheDocument()
})

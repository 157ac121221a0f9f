import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { useWidth } from './use-width'

let observed: ((entries: { contentRect: { width: number } }[]) => void) | null = null
class FakeResizeObserver {
  constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
    observed = callback
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  observed = null
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function Measured({ guess }: { guess?: () => number }) {
  const ref = useRef<HTMLDivElement>(null)
  const width = useWidth(ref, guess)
  return <div ref={ref}>width {width}</div>
}

it('measures the element in the commit when there is no guess', () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(700)
  render(<Measured />)
  expect(screen.getByText('width 700')).toBeInTheDocument()
})

it('renders with the guess, and the first observation puts a wrong guess right at once', () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(700)
  render(<Measured guess={() => 1000} />)
  // Not read in the commit: the guess stands until the browser's layout says otherwise.
  expect(screen.getByText('width 1000')).toBeInTheDocument()
  expect(clientWidth).not.toHaveBeenCalled()
  // The first observation is applied synchronously (before the browser paints)…
  observed!([{ contentRect: { width: 640.4 } }])
  expect(screen.getByText('width 640')).toBeInTheDocument()
  // …later ones as ordinary updates.
  act(() => observed!([{ contentRect: { width: 500 } }]))
  expect(screen.getByText('width 500')).toBeInTheDocument()
})

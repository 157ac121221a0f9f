import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { expect, it } from 'vitest'
import { lazyWithPreload } from './lazy-with-preload'

const Hello = ({ name }: { name: string }) => <p>Hello, {name}</p>

const NotYet = () => <p>Not yet</p>

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  render() {
    return this.state.error ? <p>Caught: {this.state.error}</p> : this.props.children
  }
}

it('with a placeholder: shows it, fetches the code after the first render, then the component', async () => {
  let arrive = () => {}
  let asked = 0
  const Lazy = lazyWithPreload(
    () => {
      asked++
      return new Promise<{ default: typeof Hello }>((resolve) => {
        arrive = () => resolve({ default: Hello })
      })
    },
    { placeholder: NotYet },
  )
  render(<Lazy name="Ada" />)
  expect(screen.getByText('Not yet')).toBeInTheDocument()
  expect(asked).toBe(1)
  await act(async () => arrive())
  expect(screen.getByText('Hello, Ada')).toBeInTheDocument()
  // Loaded: a later mount renders it in its first pass.
  render(<Lazy name="Ada" />)
  expect(screen.getAllByText('Hello, Ada')).toHaveLength(2)
  expect(asked).toBe(1)
})

it('with a placeholder: a failed load reaches the nearest error boundary', async () => {
  const Lazy = lazyWithPreload<{ name: string }>(() => Promise.reject(new Error('Chunk gone')), {
    placeholder: NotYet,
  })
  render(
    <Catch>
      <Lazy name="Ada" />
    </Catch>,
  )
  expect(await screen.findByText('Caught: Chunk gone')).toBeInTheDocument()
})

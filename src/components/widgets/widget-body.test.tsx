import { act, render, screen } from '@testing-library/react'
import { Clock } from 'lucide-react'
import { expect, it } from 'vitest'
import type { WidgetDefinition, WidgetProps } from '@/lib/widget-registry'
import { WidgetBody } from './widget-body'
import { loadWidget } from './widget-loads'

const Greeting = ({ id }: WidgetProps) => <p>Hello from {id}</p>
const type: WidgetDefinition = {
  kind: 'test-body',
  title: 'Test body',
  description: '',
  icon: Clock,
  options: {},
  size: { w: 2, h: 2 },
  load: () => Promise.resolve({ default: Greeting }),
}

it('a widget whose code has arrived renders in the first pass, with no loading state', async () => {
  // Fetched ahead (as the first screen does while the workspace opens), and arrived.
  await act(() => loadWidget(type))
  render(<WidgetBody type={type} id="w1" config={{}} setOptions={() => {}} />)
  // No fallback first: React's Suspense would hold the content back behind it for 300 ms.
  expect(screen.getByText('Hello from w1')).toBeInTheDocument()
  expect(document.querySelector('[data-widget-loading]')).toBeNull()
})

it('a widget whose code is still on its way holds its place, then renders', async () => {
  let arrive = (_: { default: typeof Greeting }) => {}
  const later: WidgetDefinition = {
    ...type,
    kind: 'test-body-later',
    load: () => new Promise((resolve) => (arrive = resolve)),
  }
  render(<WidgetBody type={later} id="w2" config={{}} setOptions={() => {}} />)
  expect(document.querySelector('[data-widget-loading]')).not.toBeNull()
  await act(async () => arrive({ default: Greeting }))
  expect(await screen.findByText('Hello from w2')).toBeInTheDocument()
  expect(document.querySelector('[data-widget-loading]')).toBeNull()
})

it('a widget whose code fails to load offers Reload widget, which loads it again', async () => {
  let attempts = 0
  const flaky: WidgetDefinition = {
    ...type,
    kind: 'test-body-flaky',
    load: () =>
      ++attempts === 1
        ? Promise.reject(new Error('Network down'))
        : Promise.resolve({ default: Greeting }),
  }
  render(<WidgetBody type={flaky} id="w3" config={{}} setOptions={() => {}} />)
  const reload = await screen.findByRole('button', { name: 'Reload widget' })
  expect(screen.getByText('Network down')).toBeInTheDocument()
  await act(async () => reload.click())
  expect(await screen.findByText('Hello from w3')).toBeInTheDocument()
  expect(attempts).toBe(2)
})

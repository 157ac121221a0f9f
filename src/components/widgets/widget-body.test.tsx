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

import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { Repeat } from '@/data/records/todo'
import { useRepeatText } from './use-repeat-text'

function Text({ repeat }: { repeat: Repeat }) {
  return <p>{useRepeatText(repeat)}</p>
}

it('puts the usual repeats in words at once', () => {
  render(<Text repeat={{ rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', fromCompletion: true }} />)
  expect(screen.getByText('Every Monday and Wednesday after completion')).toBeInTheDocument()
})

it('puts another in words once the rules have come', async () => {
  render(<Text repeat={{ rrule: 'FREQ=DAILY;COUNT=3', fromCompletion: false }} />)
  expect(await screen.findByText('Every day for 3 times')).toBeInTheDocument()
})

import { render, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Clock } from 'lucide-react'
import { expect, it, vi } from 'vitest'
import { option } from '@/lib/widget-options'
import type { WidgetDefinition } from '@/lib/widget-registry'
import { WidgetSettingsDialog } from './widget-settings-dialog'
import { findDialog } from '@/testing/find-dialog'

const clock: WidgetDefinition = {
  kind: 'test-clock',
  title: 'Clock',
  description: 'A clock',
  icon: Clock,
  options: {
    title: option.text('Title', 'Clock'),
    zones: option.list('Time zones', 'Time zone', [], {
      maxItems: 4,
      choices: ['Europe/Paris', 'Asia/Tokyo', 'America/New_York', 'UTC'],
    }),
  },
  size: { w: 3, h: 2 },
  load: () => Promise.resolve({ default: () => null }),
}

it('merges the time zones edited here with those another tab changed while it was open', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn()
  const dialog = (config: Record<string, unknown>) => (
    <WidgetSettingsDialog
      target={{ type: clock, config }}
      onOpenChange={() => {}}
      onSave={onSave}
    />
  )
  const { rerender } = render(dialog({ zones: ['Europe/Paris', 'Asia/Tokyo'] }))
  const form = await findDialog({ name: 'Widget settings' })
  await user.click(within(form).getByRole('button', { name: 'Remove time zone Asia/Tokyo' }))
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Add time zone' }), 'UTC')
  await user.click(within(form).getByRole('button', { name: 'Add' }))
  // Meanwhile another tab removes Paris and adds New York.
  rerender(dialog({ zones: ['Asia/Tokyo', 'America/New_York'] }))
  await user.click(within(form).getByRole('button', { name: 'Save' }))

  expect(onSave).toHaveBeenCalledWith({ zones: ['America/New_York', 'UTC'] })
})

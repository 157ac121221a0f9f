import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { option, readOptions } from '@/lib/widget-options'
import { OptionForm } from './option-form'

const spec = {
  style: option.select(
    'Style',
    [
      { value: 'digital', label: 'Digital' },
      { value: 'analog', label: 'Analog' },
    ],
    'digital',
  ),
  seconds: option.switch('Show seconds', false, { hint: 'Updates every second.' }),
  title: option.text('Title', 'Clock', { maxLength: 20 }),
  minutes: option.number('Minutes', 25, { min: 1, max: 180 }),
  zones: option.list('Time zones', 'Time zone', [], {
    maxItems: 2,
    choices: ['Europe/Paris', 'Asia/Tokyo', 'America/New_York'],
  }),
}

it('generates a labelled field per option and saves what was entered', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn()
  render(<OptionForm spec={spec} values={readOptions(spec, {})} onSave={onSave} />)

  await user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Analog')
  await user.click(screen.getByRole('checkbox', { name: 'Show seconds' }))
  await user.clear(screen.getByRole('textbox', { name: 'Title' }))
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Tokyo time')
  await user.clear(screen.getByRole('spinbutton', { name: 'Minutes' }))
  await user.type(screen.getByRole('spinbutton', { name: 'Minutes' }), '50')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Add time zone' }), 'Asia/Tokyo')
  await user.click(screen.getByRole('button', { name: 'Add' }))
  expect(screen.getByRole('list', { name: 'Time zones' })).toHaveTextContent('Asia/Tokyo')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(onSave).toHaveBeenCalledWith({
    style: 'analog',
    seconds: true,
    title: 'Tokyo time',
    minutes: 50,
    zones: ['Asia/Tokyo'],
  })
})

it('shows each problem under its field and saves nothing until they are fixed', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn()
  render(<OptionForm spec={spec} values={readOptions(spec, {})} onSave={onSave} />)
  const minutes = screen.getByRole('spinbutton', { name: 'Minutes' })
  await user.clear(minutes)
  await user.type(minutes, '999')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).not.toHaveBeenCalled()
  expect(minutes).toHaveAccessibleDescription('Enter a number from 1 to 180.')
  expect(minutes).toHaveAttribute('aria-invalid', 'true')

  await user.clear(minutes)
  await user.type(minutes, '90')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ minutes: 90 }))
})

it('removes a list entry by its named button, and stops adding at the limit', async () => {
  const user = userEvent.setup()
  render(
    <OptionForm
      spec={spec}
      values={readOptions(spec, { zones: ['Europe/Paris', 'Asia/Tokyo'] })}
      onSave={() => {}}
    />,
  )
  expect(screen.getByRole('combobox', { name: 'Add time zone' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Remove time zone Europe/Paris' }))
  expect(screen.getByRole('list', { name: 'Time zones' })).not.toHaveTextContent('Europe/Paris')
  expect(screen.getByRole('combobox', { name: 'Add time zone' })).toBeEnabled()
})

it('refuses a free-text entry its option does not accept, saying why, and adds a good one', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn()
  const places = {
    places: option.list('Places', 'Place', [], {
      validateItem: (entry) => (entry.includes('/') ? null : `“${entry}” is not a place.`),
    }),
  }
  render(<OptionForm spec={places} values={readOptions(places, {})} onSave={onSave} />)
  const field = screen.getByRole('textbox', { name: 'Add place' })
  await user.type(field, 'Nowhere{Enter}')
  expect(field).toHaveAccessibleDescription(/“Nowhere” is not a place\./)
  expect(screen.queryByRole('list', { name: 'Places' })).not.toBeInTheDocument()
  await user.clear(field)
  await user.type(field, 'Asia/Tokyo')
  expect(field).not.toHaveAccessibleDescription(/is not a place/)
  await user.click(screen.getByRole('button', { name: 'Add' }))
  expect(screen.getByRole('list', { name: 'Places' })).toHaveTextContent('Asia/Tokyo')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).toHaveBeenCalledWith({ places: ['Asia/Tokyo'] })
})

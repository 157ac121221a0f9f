import { describe, expect, it } from 'vitest'
import { option, optionProblems, readOptions } from './widget-options'

const spec = {
  style: option.select(
    'Style',
    [
      { value: 'digital', label: 'Digital' },
      { value: 'analog', label: 'Analog' },
    ],
    'digital',
  ),
  seconds: option.switch('Show seconds', false),
  label: option.text('Label', '', { maxLength: 10 }),
  minutes: option.number('Minutes', 25, { min: 1, max: 180 }),
  zones: option.list('Time zones', 'Time zone', [], {
    maxItems: 2,
    choices: ['Europe/Paris', 'Asia/Tokyo', 'America/New_York'],
  }),
}

describe('reading a stored widget config through its options', () => {
  it('keeps every value that fits', () => {
    const config = {
      style: 'analog',
      seconds: true,
      label: 'Home',
      minutes: 50,
      zones: ['Asia/Tokyo'],
    }
    expect(readOptions(spec, config)).toEqual(config)
  })

  it('gives each missing or unfit value its default, and drops what is not an option', () => {
    expect(
      readOptions(spec, {
        style: 'sundial',
        seconds: 'yes',
        label: 'far too long a label',
        minutes: 1e9,
        zones: ['Mars/Olympus'],
        script: '<img src=x onerror=alert(1)>',
      }),
    ).toEqual({ style: 'digital', seconds: false, label: '', minutes: 25, zones: [] })
    expect(readOptions(spec, {})).toEqual({
      style: 'digital',
      seconds: false,
      label: '',
      minutes: 25,
      zones: [],
    })
  })

  it('never hands out the defaults themselves (a change to one widget stays in it)', () => {
    const a = readOptions(spec, {})
    a.zones.push('Asia/Tokyo')
    expect(readOptions(spec, {}).zones).toEqual([])
  })

  it('names the problem of each unfit value in a draft', () => {
    expect(
      optionProblems(spec, {
        style: 'digital',
        seconds: false,
        label: 'x'.repeat(11),
        minutes: 0,
        zones: ['Asia/Tokyo', 'Europe/Paris', 'America/New_York'],
      }),
    ).toEqual({
      label: 'Use at most 10 characters.',
      minutes: 'Enter a number from 1 to 180.',
      zones: 'Add at most 2.',
    })
  })

  it('runs a text option’s own check', () => {
    const url = {
      url: option.text('Search address', 'https://duckduckgo.com/?q=%s', {
        validate: (value) => (value.includes('%s') ? null : 'Put %s where the words go.'),
      }),
    }
    expect(optionProblems(url, { url: 'https://example.com/?q=' })).toEqual({
      url: 'Put %s where the words go.',
    })
    expect(readOptions(url, { url: 'https://example.com/?q=' }).url).toBe(
      'https://duckduckgo.com/?q=%s',
    )
  })
})

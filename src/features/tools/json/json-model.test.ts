import { describe, expect, it } from 'vitest'
import {
  checkJson,
  describeJson,
  findJsonError,
  formatJson,
  lineAndColumn,
  minifyJson,
} from './json-model'

describe('JSON tool', () => {
  it('formats with 2 or 4 spaces or tabs, and minifies', () => {
    const text = ' {"a": [1, 2, {"b": null}], "c": "é"} '
    const check = checkJson(text)
    expect(check.ok).toBe(true)
    expect(formatJson(text, '2')).toBe(
      '{\n  "a": [\n    1,\n    2,\n    {\n      "b": null\n    }\n  ],\n  "c": "é"\n}',
    )
    expect(formatJson(text, '4')!.split('\n')[1]).toBe('    "a": [')
    expect(formatJson(text, 'tab')!.split('\n')[1]).toBe('\t"a": [')
    expect(minifyJson(text)).toBe('{"a":[1,2,{"b":null}],"c":"é"}')
    expect(check.ok && check.summary).toBe('Valid JSON: object with 2 keys.')
  })

  it('prints what it is given as written, like JSON.stringify does for what it keeps', () => {
    // Numbers keep their digits, a repeated key stays, escapes and empty containers stay.
    const text =
      '{"id": 12345678901234567890, "big": 1e400, "a": -0, "a": 1.50, "s": "\\"\\u00e9 ,:]}", "e": {}, "l": [ ]}'
    expect(checkJson(text).ok).toBe(true)
    expect(minifyJson(text)).toBe(
      '{"id":12345678901234567890,"big":1e400,"a":-0,"a":1.50,"s":"\\"\\u00e9 ,:]}","e":{},"l":[]}',
    )
    expect(formatJson(text, '2')).toBe(
      [
        '{',
        '  "id": 12345678901234567890,',
        '  "big": 1e400,',
        '  "a": -0,',
        '  "a": 1.50,',
        '  "s": "\\"\\u00e9 ,:]}",',
        '  "e": {},',
        '  "l": []',
        '}',
      ].join('\n'),
    )
    // Where nothing is lost, the same text as JSON.stringify of the parsed value.
    const plain = '[{"a": [true, false, null, "x", 0.5, []], "b": {"c": {}}}, 3, "\\n"]'
    for (const indent of ['2', '4', 'tab'] as const)
      expect(formatJson(plain, indent)).toBe(
        JSON.stringify(JSON.parse(plain), null, indent === 'tab' ? '\t' : Number(indent)),
      )
    expect(minifyJson(plain)).toBe(JSON.stringify(JSON.parse(plain)))
  })

  it('formats deep nesting without running out of stack, and says when it is too long', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    expect(checkJson(deep)).toMatchObject({ ok: true, summary: 'Valid JSON: array of 1 item.' })
    expect(minifyJson(deep)).toBe(deep)
    expect(formatJson(deep, '2')).toBeNull()
    const fits = '['.repeat(500) + ']'.repeat(500)
    expect(formatJson(fits, '2')!.split('\n')).toHaveLength(999)
  })

  it.each([
    ['[1, 2, 3]', 'array of 3 items'],
    ['[]', 'array of 0 items'],
    // Counts read as everywhere else in Hearth, with thousands separators.
    [`[${Array(1234).fill(0).join()}]`, 'array of 1,234 items'],
    ['{"only": 1}', 'object with 1 key'],
    ['"text"', 'string'],
    ['42', 'number'],
    ['true', 'boolean'],
    ['null', 'null'],
  ])('describes %s as %s', (text, summary) => {
    expect(checkJson(text)).toMatchObject({ ok: true, summary: `Valid JSON: ${summary}.` })
    expect(describeJson(JSON.parse(text))).toBe(summary)
  })

  it.each([
    ['{"a": 1,}', 1, 9, /property name/i],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, /after property value/i],
    ['[1, 2', 1, 6, /ends too early|after array element/i],
    ['{"a" 1}', 1, 6, /':'/],
    ['{} extra', 1, 4, /after JSON/i],
    ['tru', 1, 4, /ends too early/i],
    ['"abc', 1, 5, /unterminated string|ends too early/i],
    ["{'a': 1}", 1, 2, /property name/i],
    ['{\n\t"a": "\\x"\n}', 2, 9, /escaped character/i],
    // V8 names no position for these: the place comes from findJsonError.
    ['[1,]', 1, 4, /^Unexpected token '\]' at/],
    ['{"a": [1,\n  ]}', 2, 3, /^Unexpected token '\]' at/],
    ['abc', 1, 1, /^Unexpected token 'a' at/],
    ['nulL', 1, 4, /^Unexpected token 'L' at/],
  ])('says where %j goes wrong: line %i, column %i', (text, line, column, message) => {
    const check = checkJson(text)
    expect(check).toMatchObject({ ok: false, line, column })
    if (check.ok) return
    expect(check.error).toMatch(message)
    expect(check.error).toMatch(new RegExp(`at line ${line}, column ${column}\\.$`))
  })

  it('asks for JSON when there is none', () => {
    expect(checkJson('  \n')).toMatchObject({
      ok: false,
      error: 'There is no JSON yet: paste or type some.',
    })
  })

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
    expect(lineAndColumn('ab', 99)).toEqual({ line: 1, column: 3 })
  })

  it.each([
    ['{"a": 1}', -1],
    [' [1, -2.5e+3, "x\\u00e9\\n", true, false, null, {}] ', -1],
    ['{"a": 1,}', 8],
    ['[1, 2', 5],
    ['{} extra', 3],
    ['tru', 3],
    ['trux', 3],
    ['"abc', 4],
    ['["a\\q"]', 4],
    ['"\\u00zz"', 5],
    ['1.', 2],
    ['01', 1],
    ['[-]', 2],
    ['{"a"}', 4],
    ['{,}', 1],
    ['[,1]', 1],
    ['"a\nb"', 2],
    ['{"a": 1 "b": 2}', 8],
    ['', 0],
  ])('finds where %j goes wrong: %i', (text, offset) => {
    expect(findJsonError(text)).toBe(offset)
    // The same place V8 reports, whenever it reports one.
    let message = ''
    try {
      JSON.parse(text)
    } catch (error) {
      message = (error as Error).message
    }
    const position = /at position (\d+)/.exec(message)
    if (position) expect(Number(position[1])).toBe(offset)
    if (offset === -1) expect(message).toBe('')
  })

  it('survives deep nesting and large input in one pass', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(199_999)
    expect(findJsonError(deep)).toBe(deep.length)
    expect(findJsonError(deep + ']')).toBe(-1)
    const big = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ i, s: 'x'.repeat(10) })))
    expect(findJsonError(big)).toBe(-1)
    const check = checkJson(big.slice(0, -1) + ',]')
    expect(check).toMatchObject({ ok: false, line: 1, column: big.length + 1 })
  })
})

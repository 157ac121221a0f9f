import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import * as Y from 'yjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withFastStrings } from './fast-strings.ts'

// The transformed module sits next to lib0's own, so its relative imports resolve as in the build.
const original = join(
  dirname(createRequire(import.meta.url).resolve('lib0/package.json')),
  'decoding.js',
)
const patchedPath = join(dirname(original), `decoding.hearth-test-${process.pid}.js`)
let patched: typeof decoding

beforeAll(async () => {
  writeFileSync(patchedPath, withFastStrings(readFileSync(original, 'utf8')))
  patched = (await import(/* @vite-ignore */ pathToFileURL(patchedPath).href)) as typeof decoding
})
afterAll(() => rmSync(patchedPath, { force: true }))

const encoded = (texts: string[]) => {
  const encoder = encoding.createEncoder()
  for (const text of texts) encoding.writeVarString(encoder, text)
  return encoding.toUint8Array(encoder)
}
const readAll = (reader: typeof decoding, bytes: Uint8Array, count: number) => {
  const decoder = reader.createDecoder(bytes)
  const texts = Array.from({ length: count }, () => reader.readVarString(decoder))
  return { texts, end: decoder.pos }
}

describe('the fast string reader in lib0/decoding.js', () => {
  it('reads every kind of string exactly as lib0 does, and stops at the same place', () => {
    const texts = [
      '',
      'a',
      'todo:01J9ZK3Q8W',
      'title',
      'x'.repeat(64),
      'x'.repeat(65),
      'y'.repeat(5000),
      'Crème brûlée',
      'Ünïcödé at the start',
      'ends in é',
      '日本語のメモ',
      'emoji 🙂 and 👩‍👩‍👧',
      '\u0000 nul and \u007f del',
      'tab\tnew\nline',
      'é'.repeat(40),
    ]
    for (let i = 0; i < 300; i++) {
      const length = i % 90
      texts.push(
        Array.from({ length }, (_, j) => String.fromCharCode(32 + ((i * 7 + j * 13) % 95))).join(
          '',
        ),
      )
    }
    const bytes = encoded(texts)
    const fast = readAll(patched, bytes, texts.length)
    expect(fast.texts).toEqual(texts)
    expect(fast.end).toBe(bytes.length)
    expect(fast).toEqual(readAll(decoding, bytes, texts.length))
  })

  it('refuses invalid UTF-8 and a string cut short, as lib0 does', () => {
    // Length 3, then bytes that are not UTF-8.
    const invalid = Uint8Array.of(3, 0x61, 0xff, 0x62)
    expect(() => patched.readVarString(patched.createDecoder(invalid))).toThrow()
    expect(() => decoding.readVarString(decoding.createDecoder(invalid))).toThrow()
    // Length 10, but only 3 bytes follow.
    const short = Uint8Array.of(10, 0x61, 0x62, 0x63)
    expect(() => patched.readVarString(patched.createDecoder(short))).toThrow()
  })

  it('reads the same strings anywhere in a Yjs update', () => {
    const doc = new Y.Doc()
    const records = doc.getMap('todos')
    for (let i = 0; i < 50; i++)
      records.set(`todo:${i}`, { title: `Buy ${i} apples`, tags: ['shopping', 'été'], done: false })
    doc.getText('note').insert(0, 'Notes with ünïcode and 🙂')
    const bytes = Y.encodeStateAsUpdate(doc)
    // Every string in an update is read by readVarString; read them all both ways.
    const strings = (reader: typeof decoding) => {
      const decoder = reader.createDecoder(bytes)
      const found: string[] = []
      while (decoder.pos < bytes.length) {
        const at = decoder.pos
        try {
          found.push(reader.readVarString(decoder))
        } catch {
          decoder.pos = at + 1
        }
      }
      return found
    }
    expect(strings(patched)).toEqual(strings(decoding))
  })

  it('fails the build loudly if lib0 changes the line it replaces', () => {
    expect(() => withFastStrings('export const readVarString = somethingElse')).toThrow(
      /lib0\/decoding\.js changed/,
    )
  })
})

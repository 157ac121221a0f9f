import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_BYTES, readNoteFile } from './transfer-notes'

const file = (name: string, content: BlobPart, type = 'text/markdown') =>
  new File([content], name, { type })

describe('readNoteFile', () => {
  it('takes Markdown and text, titled by the first heading or the file name', async () => {
    expect(await readNoteFile(file('a.md', '\uFEFF# Trip\r\n\r\nGo'))).toEqual({
      ok: true,
      name: 'a.md',
      title: 'Trip',
      body: '# Trip\n\nGo',
    })
    expect(await readNoteFile(file('Shopping.txt', 'milk', 'text/plain'))).toMatchObject({
      ok: true,
      title: 'Shopping',
    })
  })

  // [what, file, title]
  it.each([
    ['a heading underlined with =', 'Trip to Lisbon\n==============\n\nGo', 'Trip to Lisbon'],
    ['a heading underlined with -', 'Packing\n---\n\n- socks', 'Packing'],
    ['a heading over two lines', 'Trip\nto *Lisbon*\n===\n', 'Trip to *Lisbon*'],
    ['the first heading of either kind', 'Intro text.\n\n## Plan ##\n\nDay\n===', 'Plan'],
    ['no heading in code', '```\n# not this\n```\n\nLisbon\n===', 'Lisbon'],
    ['a rule after a blank line is no heading', 'milk\n\n---\n\neggs', 'list'],
    ['an empty heading is no title', '#\n\ntext', 'list'],
  ])('titles an imported note by its first heading: %s', async (_, content, title) => {
    expect(await readNoteFile(file('list.md', content))).toMatchObject({ ok: true, title })
  })

  it('refuses other files, binary content, bad UTF-8 and files over 2 MB, saying why', async () => {
    expect(await readNoteFile(file('photo.png', 'x', 'image/png'))).toEqual({
      ok: false,
      name: 'photo.png',
      error: '“photo.png” is not a Markdown or text file (.md or .txt).',
    })
    expect(await readNoteFile(file('bin.md', new Uint8Array([0x61, 0, 0x62])))).toMatchObject({
      ok: false,
      error: expect.stringContaining('binary'),
    })
    expect(await readNoteFile(file('latin1.md', new Uint8Array([0xe4, 0x20, 0xff])))).toMatchObject(
      {
        ok: false,
        error: '“latin1.md” is not UTF-8 text.',
      },
    )
    const big = file('big.md', 'x'.repeat(MAX_IMPORT_BYTES + 1))
    expect(await readNoteFile(big)).toMatchObject({
      ok: false,
      error: '“big.md” is larger than 2 MB.',
    })
  })
})

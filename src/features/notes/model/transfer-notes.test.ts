import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_BYTES, MAX_ZIP_BYTES, readImportFile, readNoteFile } from './transfer-notes'

const file = (name: string, content: BlobPart, type = 'text/markdown') =>
  new File([content], name, { type })

describe('readNoteFile', () => {
  it('takes Markdown and text, titled by the first heading or the file name', async () => {
    expect(await readNoteFile(file('a.md', '\uFEFF# Trip\r\n\r\nGo'))).toEqual({
      ok: true,
      name: 'a.md',
      title: 'Trip',
      body: '# Trip\n\nGo',
      tags: [],
      pinned: false,
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
      error: '“photo.png” is not a Markdown or text file (.md or .txt), or a .zip of them.',
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

describe('readNoteFile with front matter', () => {
  it('gives the note the tags, pin and title of its front matter, and the body without them', async () => {
    const text = '---\r\ntags: [travel, to do]\r\npinned: true\r\n---\r\n# Packing\r\n\r\nPassport.'
    expect(await readNoteFile(file('Packing.md', text))).toEqual({
      ok: true,
      name: 'Packing.md',
      title: 'Packing',
      body: '# Packing\n\nPassport.',
      tags: ['travel', 'to do'],
      pinned: true,
    })
    expect(await readNoteFile(file('a.md', '---\ntitle: Trip\n---\n# Day 1'))).toMatchObject({
      title: 'Trip',
      body: '# Day 1',
    })
  })

  it('titles a note by the heading after a block of keys it keeps', async () => {
    expect(await readNoteFile(file('a.md', '---\naliases: [x]\n---\n# Trip\n'))).toMatchObject({
      title: 'Trip',
      body: '---\naliases: [x]\n---\n# Trip\n',
      tags: [],
    })
  })
})

const zipFile = (entries: Record<string, string | Uint8Array>, name = 'notes.zip') =>
  file(
    name,
    zipSync(
      Object.fromEntries(
        Object.entries(entries).map(([path, text]) => [
          path,
          typeof text === 'string' ? strToU8(text) : text,
        ]),
      ),
    ) as BlobPart,
    'application/zip',
  )

describe('readImportFile', () => {
  it('reads every Markdown or text file in a .zip, with its front matter', async () => {
    const zip = zipFile({
      'Packing.md': '---\ntags: [travel]\npinned: true\n---\n# Packing\n\nPassport.',
      'notes/Shopping.txt': 'milk',
      'photo.png': new Uint8Array([0x89, 0x50]),
      '__MACOSX/._Packing.md': 'x',
    })
    expect(await readImportFile(zip)).toEqual([
      {
        ok: true,
        name: 'Packing.md',
        title: 'Packing',
        body: '# Packing\n\nPassport.',
        tags: ['travel'],
        pinned: true,
      },
      { ok: true, name: 'Shopping.txt', title: 'Shopping', body: 'milk', tags: [], pinned: false },
    ])
  })

  it('refuses a file in a .zip on its own, saying why', async () => {
    const zip = zipFile({
      'a.md': 'A',
      'latin1.md': new Uint8Array([0xe4]),
      'big.md': 'x'.repeat(MAX_IMPORT_BYTES + 1),
    })
    expect(await readImportFile(zip)).toEqual([
      expect.objectContaining({ ok: true, title: 'a' }),
      { ok: false, name: 'latin1.md', error: '“latin1.md” is not UTF-8 text.' },
      { ok: false, name: 'big.md', error: '“big.md” in “notes.zip” is larger than 2 MB.' },
    ])
  })

  it('refuses a .zip that cannot be read, holds no notes, or is too large, whole', async () => {
    expect(await readImportFile(file('bad.zip', 'PK\u0003\u0004 not a zip'))).toEqual([
      { ok: false, name: 'bad.zip', error: '“bad.zip” is not a .zip file Hearth can read.' },
    ])
    expect(await readImportFile(zipFile({ 'photo.png': 'x', 'docs/': '' }))).toEqual([
      {
        ok: false,
        name: 'notes.zip',
        error: '“notes.zip” holds no Markdown or text files (.md or .txt).',
      },
    ])
    const big = file('big.zip', new Uint8Array(MAX_ZIP_BYTES + 1))
    expect(await readImportFile(big)).toEqual([
      { ok: false, name: 'big.zip', error: '“big.zip” is larger than 20 MB.' },
    ])
  })

  it('refuses a .zip that says it unpacks to more than 100 MB, before unpacking it', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 70 }, (_, i) => [`${i}.md`, strToU8('x')]),
    )
    const bytes = zipSync(entries)
    // Each file says it unpacks to 1.5 MB (the central directory's uncompressed size).
    const view = new DataView(bytes.buffer)
    for (let at = 0; at < bytes.length - 4; at++)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 1.5 * 1024 * 1024, true)
    expect(await readImportFile(file('bomb.zip', bytes as BlobPart))).toEqual([
      { ok: false, name: 'bomb.zip', error: '“bomb.zip” unpacks to more than 100 MB.' },
    ])
  })

  it('reads one note from a Markdown file', async () => {
    expect(await readImportFile(file('a.md', '# A'))).toEqual([
      { ok: true, name: 'a.md', title: 'A', body: '# A', tags: [], pinned: false },
    ])
  })
})

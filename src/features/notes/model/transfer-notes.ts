import type { Tokens } from 'marked'
import { downloadBlob, downloadText, today } from '@/data/download'
import { linkedTitle, readLinkedItems, type ItemReader } from '@/data/linked-items-read'
import type { LinkedItem } from '@/data/linked-items'
import type { Note } from '@/data/records/note'
import { addressesToLinks, linkedIds, linksToAddresses } from '@/lib/item-links'
import { bodyFrontMatter, readFrontMatter } from './front-matter'
import {
  firstHeading,
  noteFileName,
  noteToMarkdown,
  titleFromFile,
  uniqueFileNames,
} from './note-text'

/** The largest file 'Import notes' takes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

/** The largest .zip 'Import notes' takes ('Export all notes' saves one). */
export const MAX_ZIP_BYTES = 20 * 1024 * 1024

/** The most a .zip may unpack to: every file in it is held in memory at once. */
const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024

const TEXT_EXTENSION = /\.(md|markdown|txt)$/i
const ZIP_EXTENSION = /\.zip$/i

/** A file turned into a note's fields, or the reason it was refused. */
export type ImportedFile =
  | { ok: true; name: string; title: string; body: string; tags: string[]; pinned: boolean }
  | { ok: false; name: string; error: string }

/**
 * Reads one file for 'Import notes': a Markdown or text file is one note, a .zip one note per
 * Markdown or text file in it ('Export all notes' saves such a .zip).
 */
export async function readImportFile(file: File): Promise<ImportedFile[]> {
  return ZIP_EXTENSION.test(file.name) ? readNotesZip(file) : [await readNoteFile(file)]
}

/**
 * Reads one file for 'Import notes'. Only `.md`, `.markdown` and `.txt` files of valid UTF-8
 * text up to 2 MB are taken; anything else is refused with a reason. Front matter gives the
 * note its tags, pin and title (`readFrontMatter`).
 */
export async function readNoteFile(file: File): Promise<ImportedFile> {
  const name = file.name
  if (!TEXT_EXTENSION.test(name))
    return {
      ok: false,
      name,
      error: `“${name}” is not a Markdown or text file (.md or .txt), or a .zip of them.`,
    }
  if (file.size > MAX_IMPORT_BYTES)
    return { ok: false, name, error: `“${name}” is larger than 2 MB.` }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
  } catch {
    return { ok: false, name, error: `“${name}” is not UTF-8 text.` }
  }
  if (text.includes('\u0000'))
    return { ok: false, name, error: `“${name}” is not a text file; it holds binary data.` }
  const meta = readFrontMatter(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'))
  // A block of keys Hearth does not know stays at the body's start; the title comes after it.
  const body = bodyFrontMatter(meta.body)?.rest ?? meta.body
  // Without marked's code (offline, not downloaded yet), a `# Title` still names the note.
  const heading = meta.title ?? (await firstHeadingText(body).catch(() => firstHeading(body)))
  return {
    ok: true,
    name,
    title: titleFromFile(name, heading),
    // Links to items' addresses, as an export writes them, are links to those items again.
    body: addressesToLinks(meta.body),
    tags: meta.tags ?? [],
    pinned: meta.pinned ?? false,
  }
}

/** Whether a path in a .zip is a note: a text file, not a folder or macOS's resource forks. */
const isNoteEntry = (path: string) =>
  TEXT_EXTENSION.test(path) && !/(^|\/)(__MACOSX\/|\._)/.test(path)

/**
 * The notes in a .zip, each read as `readNoteFile` reads a file (so each is refused or taken on
 * its own). A .zip that cannot be read, is too large or holds no text file is refused whole.
 */
async function readNotesZip(file: File): Promise<ImportedFile[]> {
  const name = file.name
  const refuse = (error: string): ImportedFile[] => [{ ok: false, name, error }]
  if (file.size > MAX_ZIP_BYTES) return refuse(`“${name}” is larger than 20 MB.`)
  const tooLarge: string[] = []
  let unzipped = 0
  let entries: Record<string, Uint8Array>
  try {
    const { unzipSync } = await import('fflate')
    entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
      filter: (entry) => {
        if (!isNoteEntry(entry.name)) return false
        // Sizes as the .zip states them, checked before anything is unpacked.
        if (entry.originalSize > MAX_IMPORT_BYTES) return !tooLarge.push(entry.name)
        unzipped += entry.originalSize
        if (unzipped > MAX_UNZIPPED_BYTES) throw new RangeError('unpacks to too much')
        return true
      },
    })
  } catch (error) {
    return refuse(
      error instanceof RangeError
        ? `“${name}” unpacks to more than 100 MB.`
        : `“${name}” is not a .zip file Hearth can read.`,
    )
  }
  const paths = Object.keys(entries)
  if (!paths.length && !tooLarge.length)
    return refuse(`“${name}” holds no Markdown or text files (.md or .txt).`)
  const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)
  const notes = await Promise.all(
    paths.map((path) => readNoteFile(new File([entries[path] as BlobPart], baseName(path)))),
  )
  return [
    ...notes,
    ...tooLarge.map((path) => ({
      ok: false as const,
      name: path,
      error: `“${baseName(path)}” in “${name}” is larger than 2 MB.`,
    })),
  ]
}

/**
 * The text of a Markdown text's first heading, `# Title` or a line underlined with `===` or
 * `---`, as the preview reads it (marked, loaded here: the list and the note page go without).
 */
async function firstHeadingText(text: string): Promise<string | null> {
  const { lexMarkdown } = await import('@/lib/markdown')
  // A heading further down than this is no title.
  for (const token of lexMarkdown(text.split('\n', 400).join('\n'))) {
    if (token.type !== 'heading') continue
    const heading = (token as Tokens.Heading).text.replace(/\s+/g, ' ').trim()
    if (heading) return heading
  }
  return null
}

/**
 * Notes as they leave Hearth: each item link a link to the item's address (`#/go/<id>` on this
 * page's origin) showing the item's current title, or the title written in the link for an item
 * that is missing (or when the items cannot be read). Import turns them back into item links.
 */
export async function withAddresses(
  workspace: ItemReader,
  notes: readonly Note[],
  base: string = location.href,
): Promise<Note[]> {
  const ids = new Set(notes.flatMap((note) => linkedIds(note.body)))
  if (!ids.size) return [...notes]
  const items = await readLinkedItems(workspace, ids).catch(() => new Map<string, LinkedItem>())
  const titleOf = (id: string) => {
    const item = items.get(id)
    return item && item.state !== 'missing' ? linkedTitle(item) : undefined
  }
  return notes.map((note) =>
    linkedIds(note.body).length
      ? { ...note, body: linksToAddresses(note.body, titleOf, base) }
      : note,
  )
}

/** Saves one note as a `.md` file, its tags and pin in front matter, its links as addresses. */
export async function exportNote(workspace: ItemReader, note: Note) {
  const [written] = await withAddresses(workspace, [note])
  downloadText(noteFileName(note), noteToMarkdown(written!), 'text/markdown;charset=utf-8')
}

/** Saves notes as a `.zip` of `.md` files, one per note, written as `exportNote` writes them. */
export async function exportNotesZip(workspace: ItemReader, notes: readonly Note[]) {
  const [{ zipSync, strToU8 }, written] = await Promise.all([
    import('fflate'),
    withAddresses(workspace, notes),
  ])
  const names = uniqueFileNames(notes.map(noteFileName))
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {}
  written.forEach((note, i) => {
    files[names[i]!] = [strToU8(noteToMarkdown(note)), { mtime: new Date(note.updatedAt) }]
  })
  const zip = zipSync(files, { level: 6 })
  downloadBlob(
    `hearth-notes-${today()}.zip`,
    new Blob([zip as BlobPart], { type: 'application/zip' }),
  )
}

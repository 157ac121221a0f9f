import type { Tokens } from 'marked'
import { downloadBlob, downloadText, today } from '@/data/download'
import type { Note } from '@/data/records/note'
import {
  firstHeading,
  noteFileName,
  noteToMarkdown,
  titleFromFile,
  uniqueFileNames,
} from './note-text'

/** The largest file 'Import notes' takes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

const TEXT_EXTENSION = /\.(md|markdown|txt)$/i

/** A file turned into a note's fields, or the reason it was refused. */
export type ImportedFile =
  | { ok: true; name: string; title: string; body: string }
  | { ok: false; name: string; error: string }

/**
 * Reads one file for 'Import notes'. Only `.md`, `.markdown` and `.txt` files of valid UTF-8
 * text up to 2 MB are taken; anything else is refused with a reason.
 */
export async function readNoteFile(file: File): Promise<ImportedFile> {
  const name = file.name
  if (!TEXT_EXTENSION.test(name))
    return { ok: false, name, error: `“${name}” is not a Markdown or text file (.md or .txt).` }
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
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  // Without marked's code (offline, not downloaded yet), a `# Title` still names the note.
  const heading = await firstHeadingText(body).catch(() => firstHeading(body))
  return { ok: true, name, title: titleFromFile(name, heading), body }
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

/** Saves one note as a `.md` file. */
export function exportNote(note: Note) {
  downloadText(noteFileName(note), noteToMarkdown(note), 'text/markdown;charset=utf-8')
}

/** Saves notes as a `.zip` of `.md` files, one per note. */
export async function exportNotesZip(notes: readonly Note[]) {
  const { zipSync, strToU8 } = await import('fflate')
  const names = uniqueFileNames(notes.map(noteFileName))
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {}
  notes.forEach((note, i) => {
    files[names[i]!] = [strToU8(noteToMarkdown(note)), { mtime: new Date(note.updatedAt) }]
  })
  const zip = zipSync(files, { level: 6 })
  downloadBlob(
    `hearth-notes-${today()}.zip`,
    new Blob([zip as BlobPart], { type: 'application/zip' }),
  )
}

import { plural } from '@/lib/format'

export type Codec = 'base64' | 'url' | 'html'
export type Direction = 'encode' | 'decode'
export type Coded = { ok: true; value: string; note?: string } | { ok: false; error: string }

/** Base64 of bytes (standard alphabet, padded). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  // In slices: String.fromCharCode with a huge argument list overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** Bytes of Base64 text: standard or URL-safe alphabet, padding optional, spaces and line breaks ignored. */
export function base64ToBytes(
  text: string,
): { ok: true; bytes: Uint8Array } | { ok: false; error: string } {
  const bad = /[^A-Za-z0-9+/=_\s-]/u.exec(text)
  if (bad)
    return {
      ok: false,
      error: `“${bad[0]}” (character ${Array.from(text.slice(0, bad.index)).length + 1}) is not a Base64 character.`,
    }
  const clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/')
  const body = clean.replace(/=+$/, '')
  if (body.includes('=')) return { ok: false, error: 'Padding (=) can only come at the end.' }
  if (body.length % 4 === 1)
    return { ok: false, error: 'This is not whole Base64: one character too many or too few.' }
  const binary = atob(body + '='.repeat((4 - (body.length % 4)) % 4))
  return { ok: true, bytes: Uint8Array.from(binary, (c) => c.charCodeAt(0)) }
}

export function base64Encode(text: string): Coded {
  return { ok: true, value: bytesToBase64(new TextEncoder().encode(text)) }
}

export function base64Decode(text: string): Coded {
  const decoded = base64ToBytes(text)
  if (!decoded.ok) return decoded
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(decoded.bytes) }
  } catch {
    return {
      ok: false,
      error: `The decoded bytes are not UTF-8 text (${plural(decoded.bytes.length, 'byte')}: if they are a file, use 'Download as file').`,
    }
  }
}

export function urlEncode(text: string): Coded {
  try {
    return { ok: true, value: encodeURIComponent(text) }
  } catch {
    // A lone surrogate (half an emoji) cannot be percent-encoded.
    return {
      ok: false,
      error: 'The text holds half a character (a lone surrogate) that cannot be encoded.',
    }
  }
}

export function urlDecode(text: string): Coded {
  try {
    return { ok: true, value: decodeURIComponent(text) }
  } catch {
    const stray = /%(?![0-9a-f]{2})/i.exec(text)
    return {
      ok: false,
      error: stray
        ? `Malformed percent-encoding at character ${stray.index + 1}: “%” must be followed by two hex digits.`
        : 'Malformed percent-encoding: the %XX bytes do not make UTF-8 text.',
    }
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes the characters HTML gives meaning to; optionally every non-ASCII character too. */
export function htmlEncode(text: string, allNonAscii = false): Coded {
  let value = text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
  if (allNonAscii)
    value = Array.from(value, (c) =>
      c.codePointAt(0)! > 127 ? `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};` : c,
    ).join('')
  return { ok: true, value }
}

/** Named entities decoded without a browser: the common ones. Others are left as they are, and said. */
export const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  sbquo: '‚',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  curren: '¤',
  sect: '§',
  para: '¶',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  middot: '·',
  bull: '•',
  micro: 'µ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  iexcl: '¡',
  iquest: '¿',
  shy: '\u00ad',
  acute: '´',
  uml: '¨',
  macr: '¯',
  ordf: 'ª',
  ordm: 'º',
  not: '¬',
  brvbar: '¦',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  prime: '′',
  Prime: '″',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  minus: '−',
  infin: '∞',
  ne: '≠',
  le: '≤',
  ge: '≥',
  asymp: '≈',
  hearts: '♥',
  check: '✓',
  szlig: 'ß',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  agrave: 'à',
  egrave: 'è',
  ograve: 'ò',
  acirc: 'â',
  ecirc: 'ê',
  ocirc: 'ô',
  auml: 'ä',
  euml: 'ë',
  iuml: 'ï',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  aring: 'å',
  Aring: 'Å',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  Eacute: 'É',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  pi: 'π',
  sigma: 'σ',
  omega: 'ω',
  lambda: 'λ',
  mu: 'μ',
  Omega: 'Ω',
  Delta: 'Δ',
}

/**
 * Turns entities back into characters: every numeric one, named ones from the table, then any
 * other named one `resolveNamed` knows (the page asks the browser, which knows all of HTML5's).
 * The result is only ever a string: nothing is parsed as markup or run. Entities left as they
 * were are listed in `note`.
 */
export function htmlDecode(
  text: string,
  resolveNamed?: (entity: string) => string | undefined,
): Coded {
  const unknown = new Set<string>()
  const value = text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10)
      if (code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff))
        return String.fromCodePoint(code)
      unknown.add(entity)
      return entity
    }
    const named = Object.hasOwn(NAMED_ENTITIES, body)
      ? NAMED_ENTITIES[body]
      : resolveNamed?.(entity)
    if (named !== undefined) return named
    unknown.add(entity)
    return entity
  })
  return {
    ok: true,
    value,
    ...(unknown.size
      ? {
          note: `Left as they were (not known here): ${[...unknown].slice(0, 5).join(' ')}${unknown.size > 5 ? '…' : ''}`,
        }
      : {}),
  }
}

/** Encodes or decodes text with a codec. */
export function transform(
  codec: Codec,
  direction: Direction,
  text: string,
  options: {
    allNonAscii?: boolean
    resolveNamed?: (entity: string) => string | undefined
  } = {},
): Coded {
  if (codec === 'base64') return direction === 'encode' ? base64Encode(text) : base64Decode(text)
  if (codec === 'url') return direction === 'encode' ? urlEncode(text) : urlDecode(text)
  return direction === 'encode'
    ? htmlEncode(text, options.allNonAscii)
    : htmlDecode(text, options.resolveNamed)
}

/** Base64 of a file's bytes and its `data:` URL; refuses files over `limit` bytes. */
export async function fileToBase64(
  file: Blob & { name?: string },
  limit = 10 * 1024 * 1024,
): Promise<{ ok: true; base64: string; dataUrl: string } | { ok: false; error: string }> {
  if (file.size > limit)
    return {
      ok: false,
      error: `The file is ${(file.size / 1048576).toFixed(1)} MB; files up to ${limit / 1048576} MB can be encoded here.`,
    }
  try {
    const base64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()))
    return {
      ok: true,
      base64,
      dataUrl: `data:${file.type || 'application/octet-stream'};base64,${base64}`,
    }
  } catch (error) {
    return {
      ok: false,
      error: `The file could not be read (${error instanceof Error ? error.message : String(error)}).`,
    }
  }
}

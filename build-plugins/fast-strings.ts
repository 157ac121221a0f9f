import type { Plugin } from 'vite'

/** The line of lib0/decoding.js that picks how every string of a Yjs update is read. */
export const LIB0_READ_VAR_STRING =
  'export const readVarString = string.utf8TextDecoder ? _readVarStringNative : _readVarStringPolyfill'

/**
 * What replaces it. Opening a workspace decodes every string its document holds: for the Large
 * sample about 600,000 short ones (record keys, ids, titles). lib0 hands each to TextDecoder,
 * and in Chromium each call costs about half a microsecond however short the string is: 230 ms
 * of the 360 ms an open spent decoding. Short ASCII strings are built in JavaScript instead
 * (4× faster, measured in Chromium 156); any other string still goes to TextDecoder, with the
 * same result and the same errors. It runs inside lib0/decoding.js, where `readVarUint`,
 * `readUint8Array` and `string` are in scope.
 */
export const FAST_READ_VAR_STRING = `const hearthUtf8Decoder = string.utf8TextDecoder
export const readVarString = hearthUtf8Decoder
  ? (decoder) => {
      const len = readVarUint(decoder)
      const arr = decoder.arr
      const start = decoder.pos
      const end = start + len
      if (len <= 64 && end <= arr.length) {
        let at = start
        while (at < end && arr[at] < 128) at++
        if (at === end) {
          decoder.pos = end
          // One flat string (adding characters one by one would keep each string as a rope of
          // one-character pieces: twice the memory once a workspace is open).
          return String.fromCharCode.apply(null, arr.subarray(start, end))
        }
      }
      return hearthUtf8Decoder.decode(readUint8Array(decoder, len))
    }
  : _readVarStringPolyfill`

/** lib0/decoding.js with the fast string reader (for the build, and for its test). */
export function withFastStrings(code: string): string {
  if (!code.includes(LIB0_READ_VAR_STRING))
    throw new Error(
      'lib0/decoding.js changed: build-plugins/fast-strings.ts no longer finds readVarString. Check the new lib0 and update the plugin.',
    )
  return code.replace(LIB0_READ_VAR_STRING, FAST_READ_VAR_STRING)
}

/**
 * Makes Yjs decode documents faster (see FAST_READ_VAR_STRING) in the built app. The dev server
 * pre-bundles lib0 without plugins, so it keeps lib0's own reader; results are the same.
 */
export function fastStrings(): Plugin {
  return {
    name: 'hearth:fast-strings',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]lib0[\\/]decoding\.js$/.test(id)) return null
      return { code: withFastStrings(code), map: null }
    },
  }
}

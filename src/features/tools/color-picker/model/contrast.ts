import { wcagContrast } from 'culori/fn'
import { toSrgb, type Color } from './color'

/** Puts a colour with alpha over an opaque background (in sRGB), as a screen shows it. */
export function composite(color: Color, background: Color) {
  const fg = toSrgb(color)
  const bg = toSrgb(background)
  const a = fg.alpha ?? 1
  return {
    mode: 'rgb' as const,
    r: fg.r * a + bg.r * (1 - a),
    g: fg.g * a + bg.g * (1 - a),
    b: fg.b * a + bg.b * (1 - a),
  }
}

/** WCAG 2.x contrast ratio (1–21) of text in `text` on `background`. */
export function wcagRatio(text: Color, background: Color): number {
  const bg = { ...toSrgb(background), alpha: 1 }
  return wcagContrast(composite(text, bg), bg)
}

/** What a WCAG 2.x ratio passes: AA and AAA, for normal and for large text. */
export function wcagLevels(ratio: number) {
  // WCAG compares the ratio unrounded: 4.499 fails AA.
  return {
    normalAA: ratio >= 4.5,
    normalAAA: ratio >= 7,
    largeAA: ratio >= 3,
    largeAAA: ratio >= 4.5,
  }
}

// APCA 0.0.98G-4g (the constants of apca-w3 0.1.9, W3 licence), for sRGB.
const APCA = {
  mainTRC: 2.4,
  sRco: 0.2126729,
  sGco: 0.7151522,
  sBco: 0.072175,
  normBG: 0.56,
  normTXT: 0.57,
  revTXT: 0.62,
  revBG: 0.65,
  blkThrs: 0.022,
  blkClmp: 1.414,
  scaleBoW: 1.14,
  scaleWoB: 1.14,
  loBoWoffset: 0.027,
  loWoBoffset: 0.027,
  deltaYmin: 0.0005,
  loClip: 0.1,
}

/** APCA's screen luminance of an sRGB colour (channels 0–1). */
function apcaY({ r, g, b }: { r: number; g: number; b: number }): number {
  const lin = (v: number) => Math.pow(v, APCA.mainTRC)
  return APCA.sRco * lin(r) + APCA.sGco * lin(g) + APCA.sBco * lin(b)
}

/**
 * APCA lightness contrast Lc of text in `text` on `background`: positive for dark text on a light
 * background, negative for light on dark; about ±106 at most, 0 below ±7.5.
 */
export function apcaContrast(text: Color, background: Color): number {
  const bgRgb = { ...toSrgb(background), alpha: 1 }
  const soft = (y: number) => (y > APCA.blkThrs ? y : y + Math.pow(APCA.blkThrs - y, APCA.blkClmp))
  const txtY = soft(apcaY(composite(text, bgRgb)))
  const bgY = soft(apcaY(bgRgb))
  if (Math.abs(bgY - txtY) < APCA.deltaYmin) return 0
  let output: number
  if (bgY > txtY) {
    const sapc = (Math.pow(bgY, APCA.normBG) - Math.pow(txtY, APCA.normTXT)) * APCA.scaleBoW
    output = sapc < APCA.loClip ? 0 : sapc - APCA.loBoWoffset
  } else {
    const sapc = (Math.pow(bgY, APCA.revBG) - Math.pow(txtY, APCA.revTXT)) * APCA.scaleWoB
    output = sapc > -APCA.loClip ? 0 : sapc + APCA.loWoBoffset
  }
  return output * 100
}

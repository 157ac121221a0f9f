/** apca-w3 ships no types; the tests use it as the APCA reference. */
declare module 'apca-w3' {
  export function sRGBtoY(rgb: number[]): number
  export function APCAcontrast(textY: number, backgroundY: number): number | string
}

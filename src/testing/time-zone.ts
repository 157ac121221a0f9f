/**
 * Runs this test file's dates in a named IANA time zone (Node reads `TZ` again when it
 * changes). Call it at the top of the file, before any date is made.
 */
export function setTimeZone(zone: string) {
  ;(globalThis as unknown as { process: { env: Record<string, string> } }).process.env.TZ = zone
}

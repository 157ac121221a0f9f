/** A new id with a readable prefix: `note:3f2a…`. */
export function newId(prefix: string): string {
  const random = crypto.randomUUID().replace(/-/g, '').slice(0, 20)
  return `${prefix}:${random}`
}

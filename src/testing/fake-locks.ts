/**
 * A lock manager of one browser's tabs (Web Locks), as much of it as Hearth uses: `request`
 * with or without options (an abort signal), granting each name to one holder at a time, in
 * the order asked. Tests run in one process, so every "tab" shares it.
 */
export function fakeLocks() {
  const held = new Set<string>()
  const waiting = new Map<string, (() => void)[]>()
  const request = (
    name: string,
    optionsOrCallback: { signal?: AbortSignal } | (() => Promise<void> | void),
    maybeCallback?: () => Promise<void> | void,
  ): Promise<void> => {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback!
    return new Promise((resolve, reject) => {
      const grant = () => {
        held.add(name)
        void Promise.resolve(callback()).then(() => {
          held.delete(name)
          waiting.get(name)?.shift()?.()
          resolve()
        }, reject)
      }
      if (!held.has(name)) return grant()
      const queue = waiting.get(name) ?? []
      queue.push(grant)
      waiting.set(name, queue)
      options.signal?.addEventListener('abort', () => {
        queue.splice(queue.indexOf(grant), 1)
        reject(new DOMException('Aborted', 'AbortError'))
      })
    })
  }
  return { request }
}

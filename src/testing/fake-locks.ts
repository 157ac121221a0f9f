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
    optionsOrCallback: { signal?: AbortSignal } | (() => unknown),
    maybeCallback?: () => unknown,
  ): Promise<unknown> => {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback!
    return new Promise((resolve, reject) => {
      let granted = false
      const grant = () => {
        granted = true
        held.add(name)
        // Released however the callback ends, as the browser does: the next in line goes on.
        const release = () => {
          held.delete(name)
          waiting.get(name)?.shift()?.()
        }
        let result: unknown
        try {
          result = callback()
        } catch (error) {
          result = Promise.reject(error)
        }
        // Resolves with what the callback gave, as the browser's does.
        void Promise.resolve(result).then(
          (value) => {
            release()
            resolve(value)
          },
          (error: unknown) => {
            release()
            reject(error)
          },
        )
      }
      if (!held.has(name)) return grant()
      const queue = waiting.get(name) ?? []
      queue.push(grant)
      waiting.set(name, queue)
      options.signal?.addEventListener('abort', () => {
        // A lock already granted is not taken back by its signal.
        if (granted) return
        const at = queue.indexOf(grant)
        if (at >= 0) queue.splice(at, 1)
        reject(new DOMException('Aborted', 'AbortError'))
      })
    })
  }
  return { request }
}

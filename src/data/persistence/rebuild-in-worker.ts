import type { RebuildReport } from './row-rebuild'

/** What the worker says: the document loaded, then the rebuild's end. */
export type WorkerAnswer =
  { loaded: true } | ({ ok: true } & RebuildReport) | { ok: false; error: string }

/**
 * Rebuilds a workspace's rows in a worker of its own (`rows.worker.ts`), so the page never
 * spends its main thread on it. Null where the browser has no module workers (and in tests):
 * the rows are then built on the page, in slices. Rejects if the worker fails or `signal`
 * aborts (the workspace closed); the worker is ended either way.
 */
export const rebuildInWorker:
  ((name: string, signal: AbortSignal) => Promise<RebuildReport>) | null =
  typeof Worker === 'function'
    ? (name, signal) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./rows.worker.ts', import.meta.url), {
            type: 'module',
            name: 'hearth-rows',
          })
          const end = (error?: Error, report?: RebuildReport) => {
            worker.terminate()
            signal.removeEventListener('abort', abort)
            if (error) reject(error)
            else resolve(report!)
          }
          const abort = () => end(new Error('The workspace closed'))
          signal.addEventListener('abort', abort)
          const started = performance.now()
          worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
            // When the document was fully loaded in the worker (`npm run bench` prints it).
            if ('loaded' in data)
              return void performance.measure('hearth:rows-worker-loaded', { start: started })
            if (!data.ok) return end(new Error(data.error))
            end(undefined, data)
          }
          worker.onerror = (event) => {
            event.preventDefault()
            end(new Error(event.message || 'The rows worker failed'))
          }
          worker.postMessage({ name })
        })
    : null

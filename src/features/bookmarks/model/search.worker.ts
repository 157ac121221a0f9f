// The bookmarks search worker: indexes the workspace's bookmarks off the main thread, from its
// rows in IndexedDB, and answers searches with ids (`search-service.ts`, `worker-index.ts`).
import { createSearchService, type SearchRequest } from './search-service'

const scope = globalThis as unknown as {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null
}
const service = createSearchService((answer) => scope.postMessage(answer))
scope.onmessage = (event) => void service.handle(event.data)

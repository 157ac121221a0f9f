/// <reference lib="webworker" />
// The document's code, available to every module here at once (`doc/yjs.ts`).
import './doc/yjs-kit'
import { DocumentHost } from './document-host'

/** The owner of a workspace's document for its page (`document-host.ts`, `doc-commands.ts`). */
const host = new DocumentHost((answer) => self.postMessage(answer))
self.onmessage = (event: MessageEvent<unknown>) => host.receive(event.data)

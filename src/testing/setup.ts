// Pure modules are tested in Node (no DOM to build per file, which is most of a file's cost);
// components and the few modules that need a browser API run in happy-dom (or jsdom). The DOM
// matchers (`toBeInTheDocument`, …) come with the DOM: importing them costs every file ~0.1 s.
if (typeof document !== 'undefined') await import('./setup-dom')
// The document's code, which the page loads only when it first needs a document
// (`data/doc/yjs.ts`): tests make documents of their own at once.
await import('../data/doc/yjs-kit')
export {}

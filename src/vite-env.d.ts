/// <reference types="vite/client" />

/** The app's version, from package.json. */
declare const __APP_VERSION__: string

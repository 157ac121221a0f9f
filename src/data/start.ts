// A second entry of the build, which public/boot.js starts beside the app's own: the data
// session opens the workspace as soon as its own code has arrived, instead of after the shell's
// code (React, the router, the taskbar) has loaded and run. main.tsx starts it too (in the dev
// server, and whichever comes first): `session.start()` opens the workspace once.
import { session } from './session'

void session.start()

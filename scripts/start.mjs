#!/usr/bin/env node
// `npm start`: builds the site when the build is missing or older than the
// sources, then runs the production server (server/index.ts compiled to
// dist/node/index.js) in this same process, so SIGTERM reaches it directly.
// The Node and V8 settings it runs with are in package.json's "start" script
// (docs/performance.md says why each one).
import { ensureBuild, serverEntry } from './build.mjs'

try {
  await ensureBuild()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
await import(serverEntry)

#!/usr/bin/env node
// `npm start`: builds the site when the build is missing or older than the
// sources, then runs the production server (server/index.ts compiled to
// dist/node/index.js) in this same process, so SIGTERM reaches it directly.
// The Node and V8 settings it runs with are in package.json's "start" script
// (docs/performance.md says why each one). The builder (scripts/build.mjs) is
// loaded only when there is something to build.
import { buildIsCurrent, serverEntry } from './build-check.mjs'

if (!buildIsCurrent()) {
  try {
    const { ensureBuild } = await import('./build.mjs')
    await ensureBuild()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
await import(serverEntry)

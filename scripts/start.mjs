#!/usr/bin/env node
// `npm start`: builds the site when the build is missing or older than the
// sources, then runs the production server in this same process (so SIGTERM
// reaches it directly).
import { register } from 'tsx/esm/api'
import { ensureBuild } from './build.mjs'

try {
  ensureBuild()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
register()
await import('../server/index.ts')

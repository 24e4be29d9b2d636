// `npm run studio`: opens Prisma Studio on the site's own database (the same
// DATABASE_URL the server reads), migrated first so every table is there.
import { readConfig } from '../server/config.ts'
import { migrate } from '../server/db/migrate.ts'
import { runPrisma } from './prisma.mjs'

const config = readConfig()
migrate(config.databaseUrl)
const port = process.env.STUDIO_PORT ?? '5555'
const fileUrl = `file://${config.databaseUrl.slice('file:'.length)}`
console.log(`Prisma Studio for ${fileUrl}`)
console.log(`Open http://localhost:${port} in your browser (Ctrl+C stops it).`)
const result = runPrisma(['studio', '--browser', 'none', '--port', port, '--url', fileUrl])
process.exit(result.status ?? 1)

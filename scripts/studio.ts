// `npm run studio`: opens Prisma Studio on the site's own database (the same
// DATABASE_URL the server reads, SQLite or PostgreSQL), migrated first so every
// table is there.
import { databaseKind, readConfig } from '../server/config.ts'
import { migrateDatabase } from '../server/db/migrate.ts'
import { runPrismaUntilStopped } from './prisma.mjs'

const config = readConfig()
await migrateDatabase(config.databaseUrl)
const port = process.env.STUDIO_PORT ?? '5555'
const postgresql = databaseKind(config.databaseUrl) === 'postgresql'
// Studio refuses relative SQLite URLs: give it file:///absolute/path.
const url = postgresql ? config.databaseUrl : `file://${config.databaseUrl.slice('file:'.length)}`
console.log(`Prisma Studio for ${postgresql ? 'the PostgreSQL database in DATABASE_URL' : url}`)
console.log(`Open http://localhost:${port} in your browser (Ctrl+C stops it).`)
// Prisma 7's studio has no --schema option: it reads the database named by --url.
// Stopping this process (Ctrl+C, or SIGTERM to `npm run studio`) stops Studio too.
process.exit(await runPrismaUntilStopped(['studio', '--browser', 'none', '--port', port, '--url', url]))

/**
 * The Prisma client factory: SQLite through the better-sqlite3 driver adapter
 * (one machine), or PostgreSQL through the pg adapter (several app servers).
 */
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { databaseKind } from '../config.ts'
import { PrismaClient } from './generated/client.ts'

/**
 * The client type the repositories use. The PostgreSQL client is generated
 * from prisma/postgresql/schema.prisma, whose models and enums are kept
 * identical to the SQLite schema's (test/integration/postgresql.test.ts), so
 * it offers the same model API.
 */
export type Database = PrismaClient

export async function createDatabase(databaseUrl: string): Promise<Database> {
  if (databaseKind(databaseUrl) === 'postgresql') {
    // Loaded only when used, so a SQLite site never opens the pg driver.
    const [{ PrismaPg }, { PrismaClient: PostgresqlClient }] = await Promise.all([
      import('@prisma/adapter-pg'),
      import('./generated-postgresql/client.ts'),
    ])
    const client = new PostgresqlClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) })
    return client as unknown as Database
  }
  // Wait up to 5 s for a lock (Prisma Studio or a backup may hold one) instead of failing at once.
  return new PrismaClient({ adapter: new SiteSqlite({ url: databaseUrl, timeout: 5000 }) })
}

/**
 * SQLite connections with the site's settings. The settings belong to the
 * connection, not the file, so they are made on every connect: Prisma opens
 * the file again after $disconnect(), which is how the site recovers from a
 * file it could only open read-only (server/plugins/write-path.ts).
 */
class SiteSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect()
    // FULL: a message we answered 201 for survives a power cut, not only a crash.
    // The cost is one extra fsync per write, which a contact form never notices.
    await adapter.executeScript('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON')
    return adapter
  }
}

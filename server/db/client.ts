/**
 * The Prisma client factory: SQLite through the better-sqlite3 driver adapter.
 */
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaClient } from './generated/client.ts'

export type Database = PrismaClient

export async function createDatabase(databaseUrl: string): Promise<Database> {
  // Wait up to 5 s for a lock (Prisma Studio or a backup may hold one) instead of failing at once.
  const adapter = new PrismaBetterSqlite3({ url: databaseUrl, timeout: 5000 })
  const prisma = new PrismaClient({ adapter })
  // FULL: a message we answered 201 for survives a power cut, not only a crash.
  // The cost is one extra fsync per write, which a contact form never notices.
  await prisma.$executeRawUnsafe('PRAGMA synchronous = FULL')
  await prisma.$executeRawUnsafe('PRAGMA foreign_keys = ON')
  return prisma
}

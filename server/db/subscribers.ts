/** The one place that reads and writes newsletter subscribers. */
import type { Database } from './client.ts'
import { Prisma } from './generated/client.ts'

/** The stored form of an address: trimmed and in lower case, so Ada@Example.com and ada@example.com are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Prisma's code for a unique constraint violation. */
const UNIQUE_VIOLATION = 'P2002'

export function subscriberRepository(db: Database) {
  return {
    /**
     * Adds an address to the list. `created` is false when it was already
     * there. The unique index decides, so two requests racing with the same
     * address still store it once.
     */
    async subscribe(email: string): Promise<{ created: boolean }> {
      try {
        await db.subscriber.create({ data: { email: normalizeEmail(email) }, select: { id: true } })
        return { created: true }
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === UNIQUE_VIOLATION) return { created: false }
        throw error
      }
    },
  }
}

export type SubscriberRepository = ReturnType<typeof subscriberRepository>

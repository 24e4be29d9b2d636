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
     * Adds an address to the list: as `active`, or as `suspect` with the
     * reason when a spam trap doubts a person signed up. `created` is false
     * when it was already there; a sign-up that passes the traps then clears
     * an earlier suspect one (the person has now shown up). The unique index
     * decides, so two requests racing with the same address still store it once.
     */
    async subscribe(email: string, suspectReason: string | null): Promise<{ created: boolean }> {
      const address = normalizeEmail(email)
      try {
        const review = suspectReason === null ? {} : { status: 'suspect' as const, suspectReason }
        await db.subscriber.create({ data: { email: address, ...review }, select: { id: true } })
        return { created: true }
      } catch (error) {
        if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === UNIQUE_VIOLATION)) throw error
        if (suspectReason === null)
          await db.subscriber.updateMany({ where: { email: address, status: 'suspect' }, data: { status: 'active', suspectReason: null } })
        return { created: false }
      }
    },
  }
}

export type SubscriberRepository = ReturnType<typeof subscriberRepository>

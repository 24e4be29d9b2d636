/** The one place that reads and writes contact messages. */
import type { ContactMessageInput } from '../../lib/forms/contact-schema.ts'
import type { Database } from './client.ts'
import type { Prisma } from './generated/client.ts'

/** Longest failure reason kept on a row: enough for an SMTP reply, not a stack trace. */
const NOTIFY_ERROR_MAX_LENGTH = 500

/** What support is told about a message. */
export interface MessageForSupport {
  id: number
  createdAt: Date
  name: string
  email: string
  subject: string
  category: string
  message: string
  urgency: string
  /** Failed attempts so far, for the backoff. */
  notifyAttempts: number
  /** Why the last attempt failed, or null. */
  notifyError: string | null
}

/**
 * Support is told only about messages that are still `new`: not spam, not
 * suspect (a message put aside by the spam checks), and not answered while a
 * notification waited. Not yet notified, and no instance is sending it or
 * waiting out a failure.
 */
function awaitingNotification(now: Date): Prisma.ContactMessageWhereInput {
  return {
    status: 'new',
    notifiedAt: null,
    OR: [{ notifyRetryAt: null }, { notifyRetryAt: { lte: now } }],
  }
}

export function contactMessageRepository(db: Database) {
  return {
    /**
     * Stores a message and returns its id: as `new`, or as `suspect` with the
     * reason when a spam trap doubts a person sent it (server/forms/spam-traps.ts).
     */
    async create(message: ContactMessageInput, suspectReason: string | null): Promise<{ id: number }> {
      const review = suspectReason === null ? {} : { status: 'suspect' as const, suspectReason }
      return db.contactMessage.create({ data: { ...message, ...review }, select: { id: true } })
    },

    /**
     * Messages support should hear about now, oldest first, at most `limit`:
     * the high-urgency ones, or all the others. Asked for apart, so however
     * many others wait, an urgent one is never behind them.
     */
    async awaitingNotification(
      now: Date,
      limit: number,
      which: 'urgent' | 'others',
    ): Promise<{ id: number; urgency: string; createdAt: Date }[]> {
      return db.contactMessage.findMany({
        where: { ...awaitingNotification(now), urgency: which === 'urgent' ? 'high' : { not: 'high' } },
        select: { id: true, urgency: true, createdAt: true },
        orderBy: { id: 'asc' },
        take: limit,
      })
    },

    /**
     * Takes the messages for this instance to send, until `until`. Each claim
     * is one UPDATE whose WHERE repeats the conditions, so when two instances
     * race for a message the database lets exactly one of them change the row
     * (SQLite runs writes one at a time; PostgreSQL re-checks the WHERE after
     * the row lock). Returns the messages this call won, oldest first.
     */
    async claimForNotification(ids: number[], now: Date, until: Date): Promise<MessageForSupport[]> {
      const won: number[] = []
      for (const id of ids) {
        const { count } = await db.contactMessage.updateMany({
          where: { id, ...awaitingNotification(now) },
          data: { notifyRetryAt: until },
        })
        if (count === 1) won.push(id)
      }
      if (won.length === 0) return []
      return db.contactMessage.findMany({
        where: { id: { in: won } },
        select: {
          id: true,
          createdAt: true,
          name: true,
          email: true,
          subject: true,
          category: true,
          message: true,
          urgency: true,
          notifyAttempts: true,
          notifyError: true,
        },
        orderBy: { id: 'asc' },
      })
    },

    /** Records that support was told about these messages. */
    async markNotified(ids: number[], at: Date): Promise<void> {
      await db.contactMessage.updateMany({
        where: { id: { in: ids } },
        data: { notifiedAt: at, notifyRetryAt: null, notifyError: null },
      })
    },

    /** Records a failed attempt and when to try again. */
    async recordNotifyFailure(ids: number[], error: string, retryAt: Date): Promise<void> {
      await db.contactMessage.updateMany({
        where: { id: { in: ids }, notifiedAt: null },
        data: {
          notifyAttempts: { increment: 1 },
          notifyError: error.slice(0, NOTIFY_ERROR_MAX_LENGTH),
          notifyRetryAt: retryAt,
        },
      })
    },
  }
}

export type ContactMessageRepository = ReturnType<typeof contactMessageRepository>

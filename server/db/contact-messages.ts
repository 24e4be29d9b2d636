/** The one place that reads and writes contact messages. */
import type { ContactMessageInput } from '../../lib/forms/contact-schema.ts'
import type { Database } from './client.ts'

export function contactMessageRepository(db: Database) {
  return {
    /**
     * Stores a message and returns its id: as `new`, or as `suspect` with the
     * reason when a spam trap doubts a person sent it (server/spam-traps.ts).
     */
    async create(message: ContactMessageInput, suspectReason: string | null): Promise<{ id: number }> {
      const review = suspectReason === null ? {} : { status: 'suspect' as const, suspectReason }
      return db.contactMessage.create({ data: { ...message, ...review }, select: { id: true } })
    },
  }
}

export type ContactMessageRepository = ReturnType<typeof contactMessageRepository>

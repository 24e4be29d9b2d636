/** The one place that reads and writes contact messages. */
import type { ContactMessageInput } from '../../lib/forms/contact-schema.ts'
import type { Database } from './client.ts'

export function contactMessageRepository(db: Database) {
  return {
    /** Stores a message and returns its id. */
    async create(message: ContactMessageInput): Promise<{ id: number }> {
      return db.contactMessage.create({ data: message, select: { id: true } })
    },
  }
}

export type ContactMessageRepository = ReturnType<typeof contactMessageRepository>

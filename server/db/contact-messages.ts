/** The one place that reads and writes contact messages. */
import type { ContactMessageInput } from '../../content/contact-form.ts'
import type { Database } from './client.ts'

export function contactMessageRepository(db: Database) {
  return {
    /** Stores a message and returns its id. */
    async create(message: ContactMessageInput): Promise<{ id: number }> {
      return db.contactMessage.create({ data: message, select: { id: true } })
    },
    /** How many messages are stored. */
    count(): Promise<number> {
      return db.contactMessage.count()
    },
    /** The newest messages first. */
    latest(take = 20) {
      return db.contactMessage.findMany({ orderBy: { id: 'desc' }, take })
    },
  }
}

export type ContactMessageRepository = ReturnType<typeof contactMessageRepository>

/**
 * Opens the database once and hands out the repositories. Routes use
 * `app.repositories`; nothing else touches Prisma.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createDatabase, type Database } from '../db/client.ts'
import { type ContactMessageRepository, contactMessageRepository } from '../db/contact-messages.ts'
import { type HealthProbeRepository, healthProbeRepository } from '../db/health-probe.ts'
import { type SubscriberRepository, subscriberRepository } from '../db/subscribers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    repositories: {
      contactMessages: ContactMessageRepository
      subscribers: SubscriberRepository
      healthProbe: HealthProbeRepository
    }
  }
}

export default fp(
  async function database(app: FastifyInstance, { databaseUrl }: { databaseUrl: string }) {
    const db = await createDatabase(databaseUrl)
    app.decorate('db', db)
    app.decorate('repositories', {
      contactMessages: contactMessageRepository(db),
      subscribers: subscriberRepository(db),
      healthProbe: healthProbeRepository(db),
    })
    app.addHook('onClose', () => db.$disconnect())
  },
  { name: 'database' },
)

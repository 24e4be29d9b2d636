/**
 * The site's own test write (server/plugins/write-path.ts): one row, rewritten
 * in place, so the table never grows. It is committed, because a write that
 * is rolled back never reaches the disk: on a full disk a rolled-back insert
 * succeeds, and only a commit finds that the journal cannot grow.
 */
import type { Database } from './client.ts'

const PROBE_ROW = 1

export function healthProbeRepository(db: Database) {
  return {
    async write(at: Date): Promise<void> {
      await db.healthProbe.upsert({
        where: { id: PROBE_ROW },
        create: { id: PROBE_ROW, writtenAt: at },
        update: { writtenAt: at },
        select: { id: true },
      })
    },
  }
}

export type HealthProbeRepository = ReturnType<typeof healthProbeRepository>

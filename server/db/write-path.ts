/**
 * Watches the database's write path: the contact and subscribe routes, the
 * health check and the support notifier report each write's outcome here.
 * A fault (server/db/faults.ts) is logged at `error` once, with what to do,
 * then at most once a minute while it lasts, and once more when writes work
 * again: a full disk with a flood of posts must not also fill the journal.
 */
import type { FastifyBaseLogger } from 'fastify'
import { type DatabaseFault, type DatabaseFaultKind, faultAdvice } from './faults.ts'

/** How often a fault that lasts is logged again. */
const FAULT_LOG_EVERY_MS = 60_000

/** What a form's visitor is told to wait before trying again, in seconds (Retry-After). */
const WRITE_RETRY_AFTER_SECONDS = 60

/** A write refused by a database fault: answered 503 with Retry-After and the form's own words. */
export class WriteUnavailableError extends Error {
  override name = 'WriteUnavailableError'
  readonly statusCode = 503
  readonly retryAfterSeconds = WRITE_RETRY_AFTER_SECONDS
}

export type WritePathState = { failing: false } | { failing: true; kind: DatabaseFaultKind; since: Date }

interface Outage {
  fault: DatabaseFault
  since: number
  lastLoggedAt: number
  /** Failures since the last line about this outage. */
  unlogged: number
  total: number
}

export class WritePathMonitor {
  #outage: Outage | undefined

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly databaseUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  state(): WritePathState {
    const outage = this.#outage
    return outage ? { failing: true, kind: outage.fault.kind, since: new Date(outage.since) } : { failing: false }
  }

  /** Records a failed write. */
  failed(fault: DatabaseFault): void {
    const now = this.now()
    const outage = this.#outage
    const advice = faultAdvice(fault.kind, this.databaseUrl)
    if (!outage) {
      this.#outage = { fault, since: now, lastLoggedAt: now, unlogged: 0, total: 1 }
      this.log.error(
        { fault: fault.kind, code: fault.code },
        `database writes failing: ${advice}. The forms answer 503 until this is fixed`,
      )
      return
    }
    outage.fault = fault
    outage.total += 1
    outage.unlogged += 1
    if (now - outage.lastLoggedAt < FAULT_LOG_EVERY_MS) return
    this.log.error(
      { fault: fault.kind, code: fault.code, failingSince: new Date(outage.since), failedWrites: outage.total },
      `database writes still failing (${outage.unlogged} refused since the last line): ${advice}`,
    )
    outage.lastLoggedAt = now
    outage.unlogged = 0
  }

  /** Records a write that worked. */
  succeeded(): void {
    const outage = this.#outage
    if (!outage) return
    this.#outage = undefined
    const seconds = Math.round((this.now() - outage.since) / 1000)
    this.log.warn(
      { fault: outage.fault.kind, failedWrites: outage.total },
      `database writes work again, after ${seconds} s and ${outage.total} refused writes`,
    )
  }
}

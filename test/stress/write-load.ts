/**
 * Valid contact messages sent to a running server, each with a unique
 * subject, remembering which were acknowledged with 201. Shared by the
 * stress tests (load, crash, backup).
 */
import { Agent, request } from 'node:http'
import type Database from 'better-sqlite3'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'

/** A valid message whose subject identifies it. Every message has its own address too, so a leak into the log shows. */
function loadMessage(subject: string, n: number) {
  return {
    name: `Load Tester ${n}`,
    email: `load-tester-${n}@example.com`,
    subject,
    category: 'technical',
    message: `Load test message body number ${n}: it must be stored once and never appear in the log.`,
    urgency: 'low',
    formToken: tokenOpenedAMinuteAgo(),
  }
}

interface Answer {
  status: number
  retryAfter: string | undefined
}

/** POSTs one message; resolves with the status and Retry-After, or the error's code when the connection failed (e.g. the server was killed). */
function postMessage(baseUrl: string, agent: Agent, body: object): Promise<Answer | string> {
  const payload = JSON.stringify(body)
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message)
    const req = request(
      `${baseUrl}/api/contact`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        response.resume()
        const retryAfter = response.headers['retry-after']
        response.on('end', () => resolve(response.statusCode ? { status: response.statusCode, retryAfter } : 'no status'))
        response.on('error', failed)
      },
    )
    req.on('error', failed)
    req.end(payload)
  })
}

interface WriteLoad {
  /** Subjects answered 201, in the order the answers came. */
  acknowledged: string[]
  /** Requests answered with anything but 201 (not counting failed connections). */
  refused: number
  /** How many answers had each status, 201 included. */
  statuses: Map<number, number>
  /** Answers other than 201 that came without a Retry-After header. */
  refusedWithoutRetryAfter: number
  /** Requests that got no answer at all (connection refused or reset), by error code. */
  connectionFailures: Map<string, number>
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>
  /** Resolves once `total` messages have been answered (or the load was stopped). */
  finished: Promise<void>
}

/** Keeps `connections` requests in flight until stopped (or until `total` messages have been sent). */
export function startWriteLoad(
  baseUrl: string,
  { connections, prefix, total = Number.POSITIVE_INFINITY }: { connections: number; prefix: string; total?: number },
): WriteLoad {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const acknowledged: string[] = []
  let refused = 0
  let refusedWithoutRetryAfter = 0
  const statuses = new Map<number, number>()
  const connectionFailures = new Map<string, number>()
  let next = 0
  let stopped = false
  async function worker() {
    while (!stopped && next < total) {
      const n = next++
      const subject = `${prefix} ${n}`
      const answer = await postMessage(baseUrl, agent, loadMessage(subject, n))
      if (typeof answer === 'string') {
        connectionFailures.set(answer, (connectionFailures.get(answer) ?? 0) + 1)
        continue
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 201) acknowledged.push(subject)
      else {
        refused += 1
        if (answer.retryAfter === undefined) refusedWithoutRetryAfter += 1
      }
    }
  }
  const finished = Promise.all(Array.from({ length: connections }, worker)).then(() => agent.destroy())
  return {
    acknowledged,
    get refused() {
      return refused
    },
    statuses,
    get refusedWithoutRetryAfter() {
      return refusedWithoutRetryAfter
    },
    connectionFailures,
    finished,
    async stop() {
      stopped = true
      await finished
    },
  }
}

/** The subjects of every stored contact message. */
export function storedSubjects(db: Database.Database): Set<string> {
  return new Set((db.prepare('SELECT subject FROM ContactMessage').all() as { subject: string }[]).map((row) => row.subject))
}

/**
 * Tells support staff about new contact messages by email, in the background.
 *
 * The contact route only stores the message; this plugin finds it afterwards,
 * so a slow or broken mail server never delays or fails a visitor's answer.
 * The row itself records the notification (server/db/contact-messages.ts):
 * an instance claims a message with one conditional UPDATE before sending
 * (so with several instances on one database exactly one sends it), marks it
 * notified after the mail server accepted it, and on a failure records the
 * error and waits longer before each new try. Nothing is dropped: a message
 * stays waiting until a mail server takes it.
 *
 * High urgency goes at once, before anything else that waits, however much
 * does (a backlog after a mail outage, a digest still gathering): each pass
 * sends the urgent ones first, and looks for new ones again before each other
 * message it sends. The rest go at once too (SUPPORT_NOTIFY_MODE=instant) or
 * gathered into one digest once the oldest of them has waited an hour
 * (hourly). The digest rule needs no shared timer: any instance that sees a
 * message older than an hour sends everything not urgent that is waiting.
 *
 * If an instance dies after the mail server accepted a message but before it
 * was marked, the claim runs out and the message is sent again: a copy, never
 * a loss. Its Message-ID stays the same, so mail clients can fold the two.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { SupportNotificationSettings } from '../config.ts'
import type { MessageForSupport } from '../db/contact-messages.ts'
import { digestEmail, type SupportEmail, singleMessageEmail } from '../notifications/support-emails.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** How long a message waits, at most, in hourly mode before its digest goes. */
const DIGEST_EVERY_MS = HOUR
/** How often each instance looks for messages to send. "At once" means within this. */
const DEFAULT_POLL_MS = 5 * SECOND
/** Messages of each kind (urgent, others) looked at per pass; the rest wait for the next one. */
const PASS_LIMIT = 200
/**
 * How long a claim keeps other instances off a message. Far longer than one
 * send can take (the timeouts below add up to two minutes), so a claim only
 * runs out when its instance died.
 */
const CLAIM_MS = 10 * MINUTE
/** nodemailer's own defaults wait up to ten minutes on a silent server; a background job should give up sooner and retry. */
const SMTP_TIMEOUTS = { connectionTimeout: 30 * SECOND, greetingTimeout: 30 * SECOND, socketTimeout: 60 * SECOND }
/**
 * A message still unsent this long after it arrived is logged at error, once:
 * its stored failure reason starts with UNDELIVERED_FOR_A_DAY from then on,
 * which is how the next try (on any instance, after a restart) knows it was said.
 */
const OVERDUE_MS = 24 * HOUR
const UNDELIVERED_FOR_A_DAY = 'undelivered for a day: '
/** Wait after the first failure, doubled after each further one, up to the cap. */
const FIRST_RETRY_MS = 30 * SECOND
const LONGEST_RETRY_MS = HOUR

/** The wait before the next try after `failures` failed attempts. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS)
}

/** The clock and the polling pace; tests replace them so an hour passes at once. */
export interface SupportNotifierTiming {
  now?: () => Date
  /** Milliseconds between passes; 0 runs none by itself (the test calls sendDue()). */
  pollMs?: number
}

interface SupportNotificationOptions {
  settings: SupportNotificationSettings
  timing?: SupportNotifierTiming
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when notifications are configured. */
    supportNotifier?: {
      /** Sends whatever is due now (one pass; a pass already running is joined, not doubled). */
      sendDue(): Promise<void>
    }
  }
}

/** The domain part of an address, for Message-IDs. */
function domainOf(mailbox: string): string {
  const address = /<([^<>]*)>$/.exec(mailbox)?.[1] ?? mailbox
  return address.slice(address.lastIndexOf('@') + 1)
}

export default fp(
  async function supportNotifications(app: FastifyInstance, { settings, timing = {} }: SupportNotificationOptions) {
    const now = timing.now ?? (() => new Date())
    const pollMs = timing.pollMs ?? DEFAULT_POLL_MS
    const messages = app.repositories.contactMessages
    // Loaded only here, where notifications are set up: nodemailer took a fifth of a second of every start without them.
    const { default: nodemailer } = await import('nodemailer')
    const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS })
    const senderDomain = domainOf(settings.from)

    /** Sends one email about `claimed` and records the outcome on their rows. */
    async function deliver(claimed: MessageForSupport[], email: SupportEmail): Promise<void> {
      const ids = claimed.map((message) => message.id)
      try {
        await transport.sendMail({ from: settings.from, to: settings.to, ...email })
      } catch (error) {
        const failures = Math.max(...claimed.map((message) => message.notifyAttempts)) + 1
        const retryAt = new Date(now().getTime() + retryDelayMs(failures))
        const reason = error instanceof Error ? error.message : String(error)
        const overdue = claimed.filter((message) => now().getTime() - message.createdAt.getTime() >= OVERDUE_MS)
        const recent = ids.filter((id) => !overdue.some((message) => message.id === id))
        if (recent.length > 0) await messages.recordNotifyFailure(recent, reason, retryAt)
        if (overdue.length > 0)
          await messages.recordNotifyFailure(
            overdue.map((message) => message.id),
            `${UNDELIVERED_FOR_A_DAY}${reason}`,
            retryAt,
          )
        app.log.warn({ contactMessageIds: ids, failures, retryAt, err: error }, 'support notification failed; will retry')
        const newlyOverdue = overdue.filter((message) => !message.notifyError?.startsWith(UNDELIVERED_FOR_A_DAY))
        if (newlyOverdue.length > 0)
          app.log.error(
            { contactMessageIds: newlyOverdue.map((message) => message.id), failures, reason },
            `support notification undelivered for a day: the mail server keeps refusing or cannot be reached (${reason}). ` +
              'Check SMTP_URL and the mail server; the site keeps trying, and the messages are in Prisma Studio meanwhile',
          )
        return
      }
      // Marked only after the mail server took it; if this write fails, the claim runs out and it is sent again.
      await messages.markNotified(ids, now())
      app.log.info({ contactMessageIds: ids }, 'support notified')
    }

    /** Claims messages for this instance from now on: each claim gets its full time, however long the pass has run. */
    function claim(ids: number[]): Promise<MessageForSupport[]> {
      const claimedAt = now()
      return messages.claimForNotification(ids, claimedAt, new Date(claimedAt.getTime() + CLAIM_MS))
    }

    /** Sends every urgent message waiting now, each in its own email. */
    async function sendUrgent(): Promise<void> {
      for (const { id } of await messages.awaitingNotification(now(), PASS_LIMIT, 'urgent')) await sendOne(id)
    }

    async function sendOne(id: number): Promise<void> {
      const [message] = await claim([id])
      if (message) await deliver([message], singleMessageEmail(message, senderDomain))
    }

    async function pass(): Promise<void> {
      const started = now()
      await sendUrgent()
      const others = await messages.awaitingNotification(started, PASS_LIMIT, 'others')
      if (settings.mode === 'instant') {
        for (const { id } of others) {
          // An urgent message that came in while this pass sent the others goes next.
          await sendUrgent()
          await sendOne(id)
        }
        return
      }
      const digestDue = others.some((message) => started.getTime() - message.createdAt.getTime() >= DIGEST_EVERY_MS)
      if (!digestDue) return
      const claimed = await claim(others.map((message) => message.id))
      if (claimed.length > 0) await deliver(claimed, digestEmail(claimed))
    }

    let running: Promise<void> | undefined
    function sendDue(): Promise<void> {
      running ??= pass()
        .catch((error: unknown) => {
          // A database that cannot be written (a full disk) is logged by app.writePath, once a minute, not every pass.
          if (!app.writePath.noteError(error)) app.log.error({ err: error }, 'support notifications: pass failed; trying again next time')
        })
        .finally(() => {
          running = undefined
        })
      return running
    }
    app.decorate('supportNotifier', { sendDue })

    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      if (pollMs > 0) timer = setInterval(() => void sendDue(), pollMs).unref()
    })
    // preClose runs before every onClose hook, the database's included: a pass
    // in flight finishes its writes while the database is still open.
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await running
    })
    app.addHook('onClose', async () => transport.close())
  },
  { name: 'support-notifications', dependencies: ['database', 'write-path'] },
)

/**
 * What support staff receive about contact messages: one email per message,
 * or one digest for several. Plain text only, so nothing a visitor typed can
 * become markup in a mail client. nodemailer encodes every header, so a
 * subject or name cannot add headers of its own.
 */
import { contactCategories, contactUrgencies } from '../../lib/forms/contact.ts'
import type { MessageForSupport } from '../db/contact-messages.ts'

/** The parts of an email this module decides; the sender adds From and To. */
export interface SupportEmail {
  subject: string
  text: string
  /** Replying answers the learner: set when the email is about one message (a digest of one, too). */
  replyTo?: { name: string; address: string }
  /** The same for every attempt at one message, so a mail client can drop a copy sent twice after a crash. */
  messageId?: string
}

function label(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

/** One message's fields, as the body of an email. */
function messageFields(message: MessageForSupport): string {
  return [
    `Message #${message.id}, received ${message.createdAt.toISOString()}`,
    `From: ${message.name} <${message.email}>`,
    `Urgency: ${label(contactUrgencies, message.urgency)}`,
    `Category: ${label(contactCategories, message.category)}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
  ].join('\n')
}

const HOW_TO_CLOSE =
  'Once answered, set its status to answered in Prisma Studio (npm run studio; README: Reading contact messages), so colleagues know.'

/** The email about one message: "[high] Contact: <subject>", replying goes to the sender. */
export function singleMessageEmail(message: MessageForSupport, senderDomain: string): SupportEmail {
  return {
    subject: `[${message.urgency}] Contact: ${message.subject}`,
    text: `${messageFields(message)}\n\n--\nReply to this email to answer ${message.name}.\n${HOW_TO_CLOSE}\n`,
    replyTo: { name: message.name, address: message.email },
    messageId: `<contact-${message.id}-${message.createdAt.getTime()}@${senderDomain}>`,
  }
}

const DIGEST_SEPARATOR = `\n\n${'='.repeat(40)}\n\n`

/** One email listing several messages that were not urgent. */
export function digestEmail(messages: MessageForSupport[]): SupportEmail {
  const counts = contactUrgencies
    .map(({ value }) => [value, messages.filter((message) => message.urgency === value).length] as const)
    .filter(([, count]) => count > 0)
    .map(([urgency, count]) => `${count} ${urgency}`)
  const noun = messages.length === 1 ? 'message' : 'messages'
  const [only] = messages.length === 1 ? messages : []
  return {
    ...(only && { replyTo: { name: only.name, address: only.email } }),
    subject: `[digest] Contact: ${messages.length} new ${noun} (${counts.join(', ')})`,
    text: `${messages.map(messageFields).join(DIGEST_SEPARATOR)}\n\n--\nAnswer each learner at the address after From.\n${HOW_TO_CLOSE}\n`,
  }
}

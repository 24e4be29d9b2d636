/**
 * A real SMTP server on loopback (the smtp-server package) that keeps every
 * email it accepts, for tests of the support notifications. It can be told
 * to refuse mail, at the recipient or after the data, as a mail server that
 * is down or full does, and to be slow, to widen races between instances.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'

/** An email as the server received it, headers unfolded. */
export interface ReceivedMail {
  subject: string
  to: string
  replyTo: string | undefined
  messageId: string | undefined
  /** The text body, decoded. */
  text: string
}

/** Where the mail server refuses, or nowhere. */
type Refusal = 'recipient' | 'data' | false

/** The value of a header, its folded lines joined. */
function header(head: string, name: string): string | undefined {
  const match = new RegExp(`^${name}: ?(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head)
  return match?.[1]?.replace(/\r\n[ \t]/g, ' ')
}

/** Undoes quoted-printable, which nodemailer uses for lines longer than 76 characters. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function parse(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split)
  const body = raw.slice(split + 4)
  const quoted = /quoted-printable/i.test(header(head, 'Content-Transfer-Encoding') ?? '')
  return {
    subject: header(head, 'Subject') ?? '',
    to: header(head, 'To') ?? '',
    replyTo: header(head, 'Reply-To'),
    messageId: header(head, 'Message-ID'),
    text: (quoted ? decodeQuotedPrintable(body) : body).replace(/\r\n/g, '\n'),
  }
}

function refusedError(): Error {
  // 451: a temporary failure, what a server that is busy or restarting answers.
  return Object.assign(new Error('Requested action aborted: local error in processing'), { responseCode: 451 })
}

/** Starts the server on `port` (default: any free one); `delayMs` holds each accepted email back that long. */
export async function startMailServer({ port = 0, delayMs = 0 } = {}) {
  const received: ReceivedMail[] = []
  let refusing: Refusal = false
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make, nothing to log in to.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refusing === 'recipient' ? refusedError() : null)
    },
    onData(stream: SMTPServerDataStream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        setTimeout(() => {
          if (refusing === 'data') return callback(refusedError())
          received.push(parse(Buffer.concat(chunks).toString('utf8')))
          callback(null)
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** From now on refuse every email at this step, or accept them again (false). */
    refuse(where: Refusal) {
      refusing = where
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

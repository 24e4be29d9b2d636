/**
 * Form tokens: the time a form was rendered, signed with HMAC-SHA256 and a
 * server secret, so that "rendered a minute ago" cannot be forged by a robot
 * that never loaded the page (lib/forms/spam.ts says what the traps do).
 *
 * A token is `<milliseconds since 1970>.<signature, base64url>`. It holds no
 * visitor data, so one token may be shared by every page sent in the same
 * second (server/page-delivery/form-time.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { makeFolder, writeFailureCause } from '../start-up/make-folder.ts'

/**
 * The form secret could not be had: the message is the one line start-up
 * prints, naming the file (never the database, which is a different fault).
 */
export class FormSecretError extends Error {
  override name = 'FormSecretError'
}

/** `EACCES: permission denied, open '...'` → `EACCES`, the part worth repeating. */
function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)
}

/** A secret shorter than this is refused: 32 characters of base64 are 192 bits. */
export const MIN_FORM_SECRET_LENGTH = 32

/**
 * A token older than this is suspect: a robot that fetched the page once could
 * otherwise replay its token for ever. A day leaves room for a person who
 * opened the help page in the morning and writes in the evening; a later
 * message is still stored, only set aside for review.
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000

/**
 * How far ahead of this server's clock a token may be dated and still count
 * as genuine: a clock set back by NTP after a VM was paused (minutes, either
 * way), or another instance whose clock runs a little fast. How long such a
 * form was open cannot be told, so the minimum fill time is not checked for it.
 * A token dated further ahead is suspect (never refused: the message is kept).
 */
export const FORM_TOKEN_FUTURE_TOLERANCE_MS = 15 * 60 * 1000

const TOKEN_SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/

function signature(secret: string, renderedAt: number): Buffer {
  // The prefix keeps this secret's signatures useful for form tokens only, should it ever sign anything else.
  return createHmac('sha256', secret).update(`form-rendered-at:${renderedAt}`).digest()
}

/** A token saying the form was rendered at `renderedAt` (milliseconds). */
export function mintFormToken(secret: string, renderedAt: number): string {
  const time = Math.floor(renderedAt)
  return `${time}.${signature(secret, time).toString('base64url')}`
}

/**
 * Why a post with this token is suspect, or null when the token is genuine
 * and the form was open at least `minFillMs` and at most a day before `now`
 * (or is dated ahead of `now` by less than the clock tolerance). The reasons
 * are written for staff reading them in Prisma Studio.
 */
export function formTokenProblem(secret: string, token: string | undefined, now: number, minFillMs: number): string | null {
  if (token === undefined || token === '') return 'no form token'
  const match = TOKEN_SHAPE.exec(token)
  if (!match) return 'form token malformed'
  const renderedAt = Number(match[1])
  const given = Buffer.from(match[2] as string, 'base64url')
  const expected = signature(secret, renderedAt)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'token signature invalid'
  const elapsed = now - renderedAt
  if (elapsed < -FORM_TOKEN_FUTURE_TOLERANCE_MS)
    return `form token from the future (dated ${Math.ceil(-elapsed / 60_000)} min ahead of this server's clock)`
  if (elapsed < 0) return null
  if (elapsed < minFillMs) return `filled in ${(elapsed / 1000).toFixed(1)} s`
  if (elapsed > FORM_TOKEN_MAX_AGE_MS) return `form token expired (page opened ${Math.floor(elapsed / 3_600_000)} h earlier)`
  return null
}

/**
 * The secret from the configuration (FORM_SECRET), or else the one in
 * `file`, created with a random value on first start, as self-hosted apps
 * do: it survives restarts, so a form rendered before a restart is still
 * trusted after it. Several app servers must share one secret: set
 * FORM_SECRET on each.
 */
export function loadFormSecret({ formSecret, formSecretFile }: { formSecret: string | undefined; formSecretFile: string }): string {
  if (formSecret !== undefined) return formSecret
  const existing = readSecretFile(formSecretFile)
  if (existing !== undefined) return existing
  try {
    createSecretFile(formSecretFile)
  } catch (error) {
    throw new FormSecretError(
      `cannot create the form secret file ${formSecretFile} (${writeFailureCause(error, dirname(formSecretFile))}), which the site makes when FORM_SECRET is empty: ` +
        `set FORM_SECRET in the settings (openssl rand -base64 32 makes one), or let this user write ${dirname(formSecretFile)}`,
    )
  }
  return readSecretFile(formSecretFile) as string
}

function createSecretFile(file: string): void {
  makeFolder(dirname(file))
  // Written under a temporary name, then linked into place: link fails if
  // the file appeared meanwhile (two processes starting at once), so every
  // process ends up reading the one secret that won, never half a file.
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 })
  try {
    linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(temporary, { force: true })
  }
}

function readSecretFile(file: string): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new FormSecretError(
      `cannot read the form secret file ${file} (${errorCode(error)}): make it readable by the site's user, or set FORM_SECRET in the settings`,
    )
  }
  const secret = text.trim()
  if (secret.length < MIN_FORM_SECRET_LENGTH)
    throw new FormSecretError(
      `${file} holds a form secret shorter than ${MIN_FORM_SECRET_LENGTH} characters: delete it to have a new one made, or set FORM_SECRET`,
    )
  return secret
}

/**
 * The form token (server/forms/form-tokens.ts) written into a page with a form as
 * the server sends it.
 *
 * The pages with a form (/blog, /get-help) render FORM_TOKEN_PLACEHOLDER, so
 * they can be rendered once and kept like any other page. A token is the
 * same for every visitor (it holds only a time), so one is minted at most
 * once a second and every page sent in that second carries it; the kept page
 * is written over and compressed again only when the token changes, at most
 * once a second per page, and otherwise sent from memory like a fixed page.
 * (Before tokens were signed, each request got its own millisecond, spliced
 * into the gzip copy with CRC-32 arithmetic; a second's precision needs none
 * of that.) The time check is therefore up to a second more lenient than
 * FORM_MIN_FILL_SECONDS says, which a robot cannot exploit without waiting.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { FORM_TOKEN_PLACEHOLDER } from '../../lib/forms/spam.ts'
import { mintFormToken } from '../forms/form-tokens.ts'

/** `html` with `token` where the form token goes (in the form and in the hydration data). */
export function withFormToken(html: string, token: string): string {
  return html.replaceAll(FORM_TOKEN_PLACEHOLDER, token)
}

/** Whether a rendered page carries a form token to write in. */
export function hasFormToken(body: Buffer): boolean {
  return body.includes(FORM_TOKEN_PLACEHOLDER)
}

/** The current form token, minted afresh at most once a second. */
export function formTokenClock(secret: string, now: () => number = Date.now): () => string {
  let second = Number.NaN
  let token = ''
  return () => {
    const time = now()
    if (Math.floor(time / 1000) !== second) {
      second = Math.floor(time / 1000)
      token = mintFormToken(secret, time)
    }
    return token
  }
}

interface Copies {
  body: Buffer
  gzip: Buffer
  brotli: Buffer
}

/** A kept page with a form: its HTML, and its copies with the latest token written in. */
export class FormPage {
  private token = ''
  private copies: Copies | undefined

  constructor(readonly html: string) {}

  /**
   * Memory the page may hold: its HTML and one set of copies, the two
   * compressed ones together no bigger than the HTML again.
   */
  get keptBytes(): number {
    return Buffer.byteLength(this.html) * 3
  }

  /** The page with `token` written in, plain, gzip and brotli; compressed once per token. */
  withToken(token: string): Copies {
    if (this.copies && this.token === token) return this.copies
    const body = Buffer.from(withFormToken(this.html, token))
    // Fast settings: this runs once a second under load, not once per deploy.
    this.copies = {
      body,
      gzip: gzipSync(body, { level: 6 }),
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    }
    this.token = token
    return this.copies
  }
}

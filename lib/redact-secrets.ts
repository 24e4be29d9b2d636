/**
 * A text with every key, token and password taken out: what Unstuck does to a
 * paste before anything else reads it, so that neither its fix prompt (which
 * the learner copies into the Agent chat) nor its page carries one. Each
 * becomes `[removed]`:
 *
 * - every shape of the site's table of keys (lib/secret-rules.ts, the one the
 *   safety report scans for), publishable keys too: a paste has no reason to
 *   hold one;
 * - the value of a `NAME=value` or `name: value` pair whose name says key,
 *   token, secret or password (`OPENAI_API_KEY=...`, `"apiKey": "..."`,
 *   `JWT_SECRET: ...`), unless the value is plainly not one (`undefined`,
 *   `process.env.X`, `${X}`, `<your key>`, `****`): those are clues;
 * - a token after `Bearer` or `Basic`;
 * - the password of any address that carries one (`postgres://user:pw@host`):
 *   the rest of the address stays, as the host and port are often the clue.
 */
import { SECRET_RULES } from './secret-rules.ts'

export const REMOVED = '[removed]'

/** An address with a user and a password: scheme, user and colon; the password; the @. */
const ADDRESS_WITH_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@'"`]+:)([^\s@/'"`]+)(@)/gi
const STARTS_WITH_ADDRESS_WITH_PASSWORD = new RegExp(`^${ADDRESS_WITH_PASSWORD.source.slice(2)}`, 'i')
/** `name` `=` or `:` `value`, the name and the value each optionally quoted. */
const NAMED_VALUE =
  /(["']?)\b([A-Za-z_][\w.-]*)\1([ \t]*[:=](?!\/\/)[ \t]*)(?:"([^"\n]*)"|'([^'\n]*)'|`([^`\n]*)`|(\[removed\]|[^\s"'`,;&)}\]]+))/g
/** A name that says it holds a secret: its last word, or any word for the two that never mean anything else. */
const SECRET_NAME = /(?:key|keys|token|tokens|secret|secrets|password|passwords|passwd|pwd|passphrase)$|secret|password/i
/** Values that hold no secret but say something: missing, a reference to one (process.env.X, ${X}, $X), a placeholder (<your key>), masked. */
const NOT_A_SECRET = /^(?:|undefined|null|none|nil|true|false|\[removed\]|\*+|x+|\.\.\.|…)$|^(?:process\.env\.|import\.meta\.env\.|\$|<)/i
/** An HTTP authorisation token. */
const AUTHORIZATION = /\b(Bearer|Basic)([ \t]+)([A-Za-z0-9._~+/=-]{8,})/g

/** The text with each secret replaced by `[removed]`, and how many were. */
export function redactSecrets(text: string): { text: string; removed: number } {
  let removed = 0
  const remove = () => {
    removed++
    return REMOVED
  }
  let result = text
  for (const rule of SECRET_RULES) {
    result = result.replace(rule.pattern, (match) => {
      // An address keeps all but its password.
      if (STARTS_WITH_ADDRESS_WITH_PASSWORD.test(match))
        return match.replace(ADDRESS_WITH_PASSWORD, (_all, head, _password, at) => head + remove() + at)
      return remove()
    })
  }
  result = result.replace(ADDRESS_WITH_PASSWORD, (all, head, password: string, at) => (password === REMOVED ? all : head + remove() + at))
  result = result.replace(AUTHORIZATION, (_all, scheme, space) => scheme + space + remove())
  result = result.replace(NAMED_VALUE, (all, quote: string, name: string, separator: string, ...values: (string | undefined)[]) => {
    const value = values.slice(0, 4).find((part) => part !== undefined) ?? ''
    if (!SECRET_NAME.test(name) || NOT_A_SECRET.test(value.trim())) return all
    const valueQuote = values[0] !== undefined ? '"' : values[1] !== undefined ? "'" : values[2] !== undefined ? '`' : ''
    return `${quote}${name}${quote}${separator}${valueQuote}${remove()}${valueQuote}`
  })
  return { text: result, removed }
}

/**
 * Unstuck's matcher: from what a learner pastes (an error, a stack trace, or
 * the symptom in their own words) to the problems of the catalogue
 * (content/problems/) it points to, each with its scores, and whether the
 * first is sure enough to be named "Most likely" (docs/unstuck.md).
 *
 * 1. The paste loses the parts that change with every app (file paths, line
 *    and column numbers, addresses, versions, hex numbers) and the lines of
 *    its stack trace, so two apps' same error read alike.
 * 2. It is cut into Unstuck's own words (course/search/stuck-words.ts), in order.
 * 3. Each problem's match phrases (and its title) are looked for as phrases:
 *    their words in the paste in the same order, each within MAX_GAP words of
 *    the one before, never as words scattered through it. A phrase scores the
 *    weight of the words it found in one such run, times the share of its own
 *    weight that run covers to the power PART_PENALTY.
 * 4. A word weighs by its rarity across the catalogue's problems; an error
 *    code or type (ERESOLVE, EADDRINUSE, ERR_HTTP_HEADERS_SENT, TS2339,
 *    P1001, PayloadTooLargeError, insufficient_quota) weighs CODE_WEIGHT times
 *    more, so a code outweighs the prose around it, and an HTTP status
 *    STATUS_WEIGHT times (many causes share one). Words on
 *    the error's own line count fully, words elsewhere (the learner's story
 *    around a message) ELSEWHERE.
 * 5. A problem scores its best phrase, plus a little for a second one found
 *    elsewhere in the paste.
 * 6. The words of each problem's title, symptom and phrases, found anywhere in
 *    the paste, and the concepts the paste and the problem both say (what a
 *    learner means, however they word it: course/search/stuck-concepts.ts),
 *    rank what the phrases leave open (ProblemMatcher).
 * 7. Only phrases make it sure (verdictOf, with THRESHOLDS measured on the
 *    tuning part of the corpus of real pastes), and only a phrase found whole.
 */
import MiniSearch, { type Options } from 'minisearch'
import { REMOVED } from '../../lib/redact-secrets.ts'
import { CONCEPTS } from './stuck-concepts.ts'
import { type LabelledTerms, PasteNeighbours } from './stuck-neighbours.ts'
import { conceptForm, glossesOf, matchWord } from './stuck-words.ts'

// ---------------------------------------------------------------------------
// Reading a text

/** A line of a stack trace: Chrome and Node ("    at fn (file:1:2)"), Firefox and Safari ("fn@https://...:1:2"), Python; a caret line. */
const TRACE_FRAME = /^\s*(?:at\s|[\w$.<>/[\]]*@\S*:\d+|File ".*", line \d+|\^+\s*$)/
/** Words that mark a line as the error itself rather than the story around it. */
const ERROR_LINE =
  /\b[A-Z]\w*(?:Error|Exception)\b|\bE[A-Z]{3,}\b|\bERR_[A-Z_]+\b|\b[45]\d\d\b|\berror\b|\bfailed\b|\bcannot\b|\bcan['’]?t\b|\bunable\b|\bdenied\b|\brefused\b|\bnot (?:found|defined|allowed|a function)\b|\bunexpected\b|\buncaught\b|\binvalid\b|\bwarn(?:ing)?\b/i

/**
 * Error codes and types, as written in a message: Node's system errors and
 * npm's codes (EADDRINUSE, ERESOLVE, E404), Node's ERR_ codes, SQLite's,
 * TypeScript's (TS2339), Prisma's (P1001), a host's (H10, R10), a JavaScript
 * error type (PayloadTooLargeError, JsonWebTokenError), an API's snake_case
 * code (insufficient_quota, redirect_uri_mismatch).
 */
const CODE =
  /^(?:E[A-Z]{3,}|E\d{3}|ERR_[A-Z0-9_]+|SQLITE_[A-Z_]+|TS\d{4}|P\d{4}|[HR]\d{2}|[A-Z][A-Za-z]+(?:Error|Exception)|[a-z]+(?:_[a-z]+)+)$/
/** Capital words that look like Node's codes but are English. */
const NOT_CODES = new Set([
  'ERROR',
  'ERRORS',
  'EMPTY',
  'EXIT',
  'ELSE',
  'EVENT',
  'EXPORT',
  'EXAMPLE',
  'ENTER',
  'EDIT',
  'EMAIL',
  'ENABLE',
  'EXISTS',
])
/** Three-digit HTTP errors. */
const HTTP_STATUS = /^[45]\d\d$/

/**
 * How much more a word weighs for how it is written: an error code or type CODE_WEIGHT times, an HTTP
 * status STATUS_WEIGHT times (many causes answer 401 or 404, one cause says ERESOLVE), any other word once.
 */
function boostOf(word: string): number {
  if (HTTP_STATUS.test(word)) return STATUS_WEIGHT
  // IPv6's localhost as written (::1 reads "ipv6", IPV6_LOCALHOST) is as telling as a code: a refused connection
  // that shows it is localhost meaning IPv6, one that does not is most often a program that is not running.
  if (word === IPV6_WORD) return CODE_WEIGHT
  // A start file a message says is missing (MISSING_START_FILE) tells the cause as a code does: a run command or a
  // start script pointing at a file the project does not have.
  if (word === START_FILE_WORD) return CODE_WEIGHT
  return CODE.test(word) && !NOT_CODES.has(word) ? CODE_WEIGHT : 1
}

/** Addresses: web, websocket, file and database URLs. */
const URL_PATTERN = /\b(?:https?|wss?|file|postgres(?:ql)?|mysql|mongodb(?:\+srv)?|rediss?):\/\/\S+/gi
/**
 * An error code written as a family, a slash and a hyphenated name (Firebase's `auth/unauthorized-domain`, ESLint's
 * `react-hooks/exhaustive-deps`): not a path, though it looks like one, so it reads as one snake_case code
 * (`auth_unauthorized_domain`, which CODE weighs as a code) before paths go. A path's segments are not lower-case
 * hyphenated names after a slash-free family, or have a slash, dot or `@` around them (`/home/runner/my-app`,
 * `@scope/some-package`, `src/my-file.js`).
 */
const SLASHED_CODE = /(?<![\w./@\\-])([a-z]+(?:-[a-z]+)*)\/([a-z]+(?:-[a-z]+)+)(?![\w./\\-])/g
/** An address on the learner's own machine: "localhost" is the clue, the rest is not. */
const LOCAL_URL = /^\w+(?:\+\w+)?:\/\/(?:[^@/\s]*@)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])/i
/**
 * 0.0.0.0, the address that means every address of the machine (what a host such as Replit needs a server to
 * listen on), written bare: a word of its own, as read as a version it would vanish. (127.0.0.1 still goes: read
 * as "localhost" it made "connect ECONNREFUSED 127.0.0.1:5432", a database not running, look like the IPv6 one.)
 */
const ANY_ADDRESS = /(?<![\w.])0\.0\.0\.0(?![\w.])/g
/** IPv6's localhost (::1, [::1]): a clue in itself (Node 18+ reads "localhost" so), not a line number. */
const IPV6_LOCALHOST = /\[::1\]|(?<![\w:])::1(?!\w)/g
/**
 * IPv6's localhost with the port of a database that listens on it by default (Redis binds `127.0.0.1 -::1`,
 * PostgreSQL `localhost`, which is both, MySQL 8 every address): such a server refusing `::1` is one not running, not
 * localhost read as IPv6, so the address says nothing and the port reads "database" (DATABASE_PORT). MongoDB
 * (27017) binds 127.0.0.1 alone, so its `::1` stays the clue.
 */
const IPV6_DATABASE = /(?:\[::1\]|(?<![\w:])::1):(?:6379|5432|5433|3306)\b/g
/** The word ::1 reads as. */
const IPV6_WORD = 'ipv6'
/**
 * A primary key's constraint, named after its table (`users_pkey`, `"Order_pkey"`): the table changes with every app,
 * the `_pkey` tells it is the id column, so it reads as the word "pkey".
 */
const PRIMARY_KEY_NAME = /\b\w*_pkey\b/gi
/**
 * The ports databases listen on by default (PostgreSQL and Supabase's pooler, MySQL, MongoDB, Redis): in
 * `connect ECONNREFUSED 127.0.0.1:5432` the port is the only word that says a database, where the same message
 * for port 5000 is a server of the app's own that is not running. So such a port reads as the word "database".
 */
const DATABASE_PORT = /:(?:5432|5433|6543|3306|27017|6379)\b/g
/**
 * The ports mail servers listen on (SMTP 25, 465 for TLS, 587 for STARTTLS, 2525 an alternate one), after an address
 * or a mail host (`connect ECONNREFUSED 127.0.0.1:25`, `connect ETIMEDOUT 142.250.1.1:587`, `smtp.gmail.com:465`) or
 * as a port setting (`port: 587`): the port is the only word that says mail, where the same refusal at port 5432 is a
 * database and at 5000 the app's own server. So it reads as the word "smtp". After a file's name (`mailer.js:25`)
 * or before a column (`:25:3`) it is a line number.
 */
const SMTP_PORT =
  /(?<=(?:\d\.\d{1,3}|localhost|\]|::1|(?:smtp|mail)[\w.-]*))(?<!\.(?:m?js|cjs|tsx?|py))(?::(?:25|465|587|2525))\b(?![:.]\d)|\bport\s*[:=]?\s*['"]?(?:25|465|587|2525)\b(?![:.]\d)/gi
/**
 * A start file a message says is missing, and where it was looked for: Node's `Cannot find module
 * '/home/runner/my-app/index.js'` (Node names the main script by its full path), `ENOENT: no such file or directory,
 * open '…/index.js'`, Python's `can't open file '…/main.py'`, Replit's `No such file: main.py` and `main file "main.sh"
 * not found`. Such a file missing is a run command (or a start script) pointing at a file the project does not
 * have, so its name reads as the word "mainfile" where any other file's name goes. Not in a folder a build makes or
 * a package's (`dist/index.js` is a build not run, `node_modules/x/index.js` a package).
 */
const MISSING_START_FILE =
  /(cannot find module|no such file(?: or directory)?(?:,\s*\w+)?:?|cant open file|main file)(\s*['"`]?)((?:[^\s'"`]*[\\/])?)(?:index|main|app|server|bot|start)\.(?:m?js|cjs|ts|py|sh)(?=['"`]|\s|$|[,:.)])/gi
/** The word a missing start file reads as. */
const START_FILE_WORD = 'mainfile'
/** Folders a missing start file is no run command in: what a build makes, a package's own. */
const NOT_A_START_FOLDER = /(?:^|[\\/])(?:dist|build|out|node_modules)[\\/]/i
/**
 * A decimal with the tail binary floating point leaves (`0.30000000000000004`, `462.66999999999996`): numbers read as
 * any number, so the one thing that tells a rounding error would go. It reads as the words "long decimal".
 */
const FLOAT_TAIL = /(?<![\w.])\d+\.\d*(?:0{6,}|9{6,})\d+(?![\w.])/g
/**
 * UTF-8 read as Latin-1 or Windows-1252 (`Ã©` for é, `Ã¼` for ü, `â€™` for ’, `Â ` before a space) and the
 * replacement character `�`: a letter and a symbol that read as a word nothing else says, or as no word. It reads as
 * the word "mojibake", what the catalogue calls it.
 */
/** A character of Windows-1252 above ASCII: what each byte of a UTF-8 letter becomes when read as that encoding. */
const CP1252_HIGH =
  '[\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]'
const MOJIBAKE = new RegExp(`[ÃÂ]${CP1252_HIGH}|â€${CP1252_HIGH}?|\\uFFFD`, 'g')
/** Paths with a slash or backslash (/home/runner/app/src, C:\Users\x, ./utils, /dashboard). */
const PATH_PATTERN = /(?:[A-Za-z]:)?(?:\.{0,2}[\\/]|~[\\/])?(?:[\w.@+-]+[\\/])+[\w.@+-]*|(?<![\w.])\/[\w.@+-]+/g
/** Folders whose name in a path is the clue: what a build makes, what Prisma generates. */
const TELLING_FOLDERS = new Set(['dist', 'build', 'prisma'])
/**
 * A path's segment that says an uploaded file (`public/uploads/…`, formidable's `tmp/upload_3ed1…`): the clue in
 * `ENOENT: no such file or directory, open` for a file being uploaded, which is no missing package.json.
 */
const UPLOAD_SEGMENT = /^uploads?(?![a-z])/
/** A path as the folders in it that tell something (dist/index.js → "dist", public/uploads/a.pdf → "upload"), the rest gone. */
function tellingFolders(path: string): string {
  const kept = path
    .split(/[\\/]/)
    .map((segment) => segment.replace(/^[.@]+/, '').toLowerCase())
    .flatMap((segment) => (TELLING_FOLDERS.has(segment) ? [segment] : UPLOAD_SEGMENT.test(segment) ? ['upload'] : []))
  return ` ${kept.join(' ')} `
}
/** File names (app.js, index.html, package.json). */
const FILE_NAME = /\b[\w@+-]+(?:\.[\w-]+)*\.(?:m?jsx?|cjs|tsx?|json|html?|css|scss|py|sh|md|ico|png|jpe?g|svg|lock|sql|db|sqlite|node)\b/gi
/** Line and column numbers (:12:5, line 12, column 4), and ports (:3000). */
const LINE_NUMBERS = /:\d+(?::\d+)?\b|\blines? \d+(?:,? col(?:umn)? \d+)?|\bcol(?:umn)? \d+/gi
/** Hex numbers and hashes (0x1f, a3f9c2e1). */
const HEX = /\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,}\b/gi
/** Versions (18.2.0, v16.1.0, @5.1.4): what changes with every project. (0.1 + 0.2 stays: two numbers.) */
const VERSION = /@?\bv\d+(?:\.\d+){1,3}\b|@?\b\d+(?:\.\d+){2,3}(?:-[\w.]+)?\b/g

/**
 * Writing without spaces between words (Chinese, Japanese), set apart from the Latin words around it: a learner
 * writing in it runs it into the error's own words ("提示Cannot GET"), which would then read as one word matching nothing.
 */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu

/** A run of Chinese, Japanese or Korean letters: what the glossary reads (glossesOf). */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu

/** A line without the parts that change with every app, so two apps' same error read alike. */
export function withoutVolatileParts(line: string): string {
  return (
    line
      // A key the paste lost (lib/redact-secrets.ts) says nothing of the cause; its marker would read as "delete".
      .replaceAll(REMOVED, ' ')
      .replace(CJK_RUN, (run) => {
        const glosses = glossesOf(run)
        return glosses === '' ? run : ` ${run} ${glosses} `
      })
      .replace(UNSPACED_SCRIPT, ' $& ')
      .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
      .replace(URL_PATTERN, (url) => (LOCAL_URL.test(url) ? ' localhost ' : ' '))
      .replace(SLASHED_CODE, (_code, family: string, name: string) => ` ${`${family}_${name}`.replaceAll('-', '_')} `)
      .replace(MISSING_START_FILE, (found, said: string, quote: string, folder: string) =>
        NOT_A_START_FOLDER.test(folder) ? found : `${said}${quote}${folder} ${START_FILE_WORD} `,
      )
      .replace(FLOAT_TAIL, ' long decimal ')
      .replace(MOJIBAKE, ' mojibake ')
      .replace(SMTP_PORT, (port) => (/^port/i.test(port) ? ' port smtp ' : ' smtp '))
      .replace(IPV6_DATABASE, ' database ')
      .replace(IPV6_LOCALHOST, ` ${IPV6_WORD} `)
      .replace(PRIMARY_KEY_NAME, ' pkey ')
      .replace(ANY_ADDRESS, ' anyaddress ')
      .replace(DATABASE_PORT, ' database ')
      .replace(PATH_PATTERN, tellingFolders)
      .replace(FILE_NAME, ' ')
      .replace(LINE_NUMBERS, ' ')
      .replace(VERSION, ' ')
      .replace(HEX, ' ')
  )
}

/** A word as written: letters, digits and underscores; and "<", as "Unexpected token <" says HTML came where JSON was expected. */
const WORD = /[\p{L}\p{N}_]+|</gu

/** One word of a text as compared: its matching form, how much more it weighs as written (boostOf), and the weight of its line. */
interface Word {
  form: string
  boost: number
  weight: number
}

/** The words of a text, in order, stop words left out. */
function wordsOf(text: string, weight = 1): Word[] {
  const words: Word[] = []
  for (const [raw] of withoutVolatileParts(text).matchAll(WORD)) {
    const form = matchWord(raw)
    if (form !== undefined) words.push({ form, boost: boostOf(raw), weight })
  }
  return words
}

/** Words on the error's own line count fully; words elsewhere in the paste count this much. */
const ELSEWHERE = 0.5

/** A paste as the matcher reads it: its words in order, and where each form is. */
interface Paste {
  words: Word[]
  positions: Map<string, number[]>
}

/** Places a word is looked for in a paste: a word repeated more often adds nothing, and would only cost time. */
const PLACES_PER_WORD = 40

function readPaste(text: string): Paste {
  // A line repeated (a log that says the same thing many times) is read once.
  const lines = [...new Set(text.split(/\r?\n/).map((line) => line.trim()))].filter((line) => line !== '' && !TRACE_FRAME.test(line))
  const hasErrorLine = lines.some((line) => ERROR_LINE.test(line))
  const words = lines.flatMap((line) => wordsOf(line, !hasErrorLine || ERROR_LINE.test(line) ? 1 : ELSEWHERE))
  const positions = new Map<string, number[]>()
  for (const [index, word] of words.entries()) {
    const places = positions.get(word.form) ?? []
    if (places.length < PLACES_PER_WORD) positions.set(word.form, [...places, index])
  }
  return { words, positions }
}

/**
 * A paste's terms as its neighbours compare them (course/search/stuck-neighbours.ts): its words and each pair of
 * words in a row, read as the phrases read them (the parts that change with every app gone, Unstuck's own words),
 * each counted with its line's weight, numbers left out; and the concepts it says, once each.
 */
function termsOf({ words }: Paste, concepts = conceptsIn(words.map(({ form }) => form))): Map<string, number> {
  const terms = new Map<string, number>()
  const add = (term: string, amount: number) => terms.set(term, (terms.get(term) ?? 0) + amount)
  for (const [index, word] of words.entries()) {
    if (word.form === '#') continue
    add(word.form, word.weight)
    const next = words[index + 1]
    if (next && next.form !== '#') add(`${word.form} ${next.form}`, Math.min(word.weight, next.weight))
  }
  // The concepts it says (course/search/stuck-concepts.ts), each a term of its own: two pastes that word one symptom
  // differently ("keeps spinning", "stuck on loading") are closer by what they mean.
  for (const concept of concepts) add(concept, 1)
  return terms
}

/** A text and the problem its thread's answer names (NO_PROBLEM when the catalogue has none): a neighbour. */
export interface LabelledPaste {
  problem: string
  text: string
}

/** A labelled paste as its neighbours compare it: its problem, and its terms read as the matcher reads a paste. */
export function labelledTermsOf({ problem, text }: LabelledPaste): LabelledTerms {
  return { problem, terms: termsOf(readPaste(text)) }
}

/** Labelled pastes as neighbours that vote (course/search/stuck-neighbours.ts). */
export function neighboursOf(pastes: readonly LabelledPaste[]): PasteNeighbours {
  return new PasteNeighbours(pastes.map(labelledTermsOf))
}

// ---------------------------------------------------------------------------
// Matching

/** Words a phrase's next word may be from its last one in the paste (stop words not counted). */
const MAX_GAP = 2
/** How much more an error code or type weighs than a word as rare. */
const CODE_WEIGHT = 4
/**
 * How much more an HTTP status weighs than a word as rare: less than a code, as a status is shared by many
 * causes ("401 Unauthorized" from a wrong key, a lost cookie, an expired token), so it alone never makes Unstuck sure.
 */
const STATUS_WEIGHT = 2
/**
 * A phrase found in part counts its share to this power: 4 of its 5 words
 * (a message about null, the phrase about undefined) count half, half of it
 * an eighth.
 */
const PART_PENALTY = 3
/** What a problem's second-best phrase adds to its best. */
const SECOND_PHRASE = 0.25

interface Phrase {
  words: { form: string; weight: number }[]
  /** The sum of its words' weights. */
  total: number
}

/** A problem as the matcher needs it. */
export interface MatchableProblem {
  slug: string
  title: string
  /** What the learner sees, as plain text. */
  symptom: string
  matches: readonly string[]
}

/** A problem's scores for a paste. */
export interface Scored {
  slug: string
  /** Its phrases' score (phraseScore): the evidence of words in order. */
  phrase: number
  /** Its words' score (BM25 over its title, symptom and phrases): the evidence of words anywhere. */
  words: number
  /** Its share of the votes of the labelled pastes closest to the paste (PasteNeighbours), from 0 to 1. */
  votes: number
  /** What its own phrases and words rank it by: each score as a share of the best problem's, the words' counting WORDS_WEIGHT times. */
  own: number
  /**
   * What ranks it: its own score, and its votes counting VOTES_WEIGHT; its own score alone when the paste holds a
   * message of the catalogue whole that could name a cause (ProblemMatcher.rank).
   */
  score: number
  /** Where in the paste its best phrase was found (word positions). */
  found: number[]
  /** How much of its best phrase's weight the paste holds, from 0 to 1: a message found only in part is weaker evidence. */
  coverage: number
  /**
   * Whether the paste says what the problem is about (SUBJECTS): false when the problem is about the database, say,
   * and the paste says nothing of one. A message shared by causes of other subjects is then no proof: never named.
   */
  fits: boolean
}

/** A phrase as found in a paste: its worth, where its words are, and how much of it was found. */
interface PhraseFound {
  score: number
  found: number[]
  coverage: number
}
const NOT_FOUND: PhraseFound = { score: 0, found: [], coverage: 0 }

/**
 * The best run of a phrase's words in the paste: each word found after the
 * one before within MAX_GAP words (one more for each phrase word skipped), in
 * order. Its worth: the weight found, times the share of the phrase it covers.
 */
function phraseScore(phrase: Phrase, paste: Paste): PhraseFound {
  interface Run {
    weight: number
    position: number
    before?: Run
  }
  /** For each word of the phrase, the best run ending with it, by where it is in the paste. */
  const ends: Map<number, Run>[] = []
  let best: Run | undefined
  for (const [index, word] of phrase.words.entries()) {
    const here = new Map<number, Run>()
    for (const position of paste.positions.get(word.form) ?? []) {
      let before: Run | undefined
      for (let earlier = 0; earlier < index; earlier++) {
        const reach = 1 + MAX_GAP + (index - earlier - 1)
        for (let back = 1; back <= reach; back++) {
          const run = ends[earlier]?.get(position - back)
          if (run && run.weight > (before?.weight ?? 0)) before = run
        }
      }
      const run = { position, weight: (before?.weight ?? 0) + word.weight * (paste.words[position]?.weight ?? 0), before }
      here.set(position, run)
      if (run.weight > (best?.weight ?? 0)) best = run
    }
    ends.push(here)
  }
  const found: number[] = []
  for (let run = best; run; run = run.before) found.push(run.position)
  // Numbers place the words around them; found alone ("5" in "section 5" for "error 23505") they are no phrase.
  if (found.every((position) => paste.words[position]?.form === '#')) return NOT_FOUND
  const weight = best?.weight ?? 0
  const coverage = phrase.total === 0 ? 0 : weight / phrase.total
  return { score: weight * coverage ** PART_PENALTY, found, coverage }
}

/** Whether every place of `places` is among `others`. */
function within(places: readonly number[], others: readonly number[]): boolean {
  return places.every((place) => others.includes(place))
}

/**
 * Whether one problem's phrases outdo another's: the other's best phrase found only words the first's
 * found, and less of them ("connect ECONNREFUSED ::1" in one about 127.0.0.1), or the same words while
 * the other's phrase was found only in part ("Cannot read properties of undefined" in a message about
 * null, "process is not defined" in "sendInvite is not defined"). The first says all the other says,
 * and more. Two problems whose phrases both found the same words whole (the browser's own "Failed to
 * load resource: ... 404", said for a missing page, script or API route alike) are rivals, not one outdone.
 */
function outdoes(first: Scored, other: Scored): boolean {
  const saysLess = other.found.length < first.found.length || other.coverage < first.coverage
  return other.phrase < first.phrase && saysLess && within(other.found, first.found)
}

// ---------------------------------------------------------------------------
// Subjects: what a message is about

/**
 * What a problem can be about, each told by words. One message can come from causes of different subjects: npm's
 * `self signed certificate in certificate chain` behind a company's proxy is no database's certificate, `ENOENT:
 * no such file or directory` for an upload folder is no missing package.json, `connect ECONNREFUSED` from a call to
 * an API is no database refusing; `ERR_TOO_MANY_REDIRECTS` from a server's own redirect to https is no sign-in
 * loop. The catalogue holds each message once, for the subject it has in mind, so how rare
 * a message is among the problems says nothing of how many causes it has outside them. A problem about a subject is
 * named "Most likely" only for a paste that says that subject too (anywhere: `node_modules/pg/` in a stack trace
 * says a database); it is still ranked and offered.
 *
 * `about` reads a problem's prose: its title and symptom without the messages they quote (`...`), as a quoted
 * message is just what may be shared. `said` reads the whole paste, with more of the subject's words.
 */
const SUBJECTS: readonly { about: RegExp; said: RegExp; ranks?: boolean }[] = [
  {
    about: /\b(?:databases?|postgres(?:ql)?|mysql|sqlite|prisma|supabase|mongodb|sql)\b/i,
    said: /:(?:5432|5433|6543|3306|27017|6379)\b|\b(?:databases?|db|postgres(?:ql)?|psql|pg|pq|mysql|mariadb|sqlite3?|sqlite_[a-z]+|prisma\w*|supabase|neon|mongo(?:db|ose)?\w*|sequelize\w*|drizzle|knex|typeorm|sql|queries|query|tables?|relation|columns?|rows?|constraint|\w+_pkey|P[12]\d{3})\b/i,
  },
  {
    about: /\b(?:npm|yarn|pnpm)\b/i,
    said: /\b(?:npm|npx|yarn|pnpm|package(?:-lock)?\.json|node_modules|install(?:ing|ed)?)\b/i,
  },
  {
    about: /\b(?:sign(?:s|ed|ing)?[- ]?(?:in|out|up)|log(?:s|ged|ging)?[- ]?(?:in|out)|login|logout|oauth)\b/i,
    said: /sign(?:s|ed|ing)?[- ]?(?:in|out|up)|log(?:s|ged|ging)?[- ]?(?:in|out)|session|cookie|auth|jwt|token|password|account|\busers?\b|credential|redirect_uri|callback|clerk|passport|firebase|supabase|google|github/i,
  },
  {
    // `connect ECONNREFUSED 127.0.0.1:5000` is most often a program that is not running; only a paste that shows
    // IPv6's localhost (::1) is about localhost meaning IPv6.
    about: /\bipv6\b/i,
    said: /\[::1\]|(?<![\w:])::1(?!\w)|\bipv6\b/i,
    ranks: true,
  },
]

/** The messages a problem's prose quotes, left out of what it is about. */
const QUOTED = /`[^`]*`/g

/** The subjects (indexes into SUBJECTS) a problem is about, from its title and symptom. */
function subjectsAbout(problem: MatchableProblem): number[] {
  const prose = `${problem.title}\n${problem.symptom}`.replace(QUOTED, ' ')
  return SUBJECTS.flatMap(({ about }, index) => (about.test(prose) ? [index] : []))
}

/** The subjects a paste says. */
function subjectsSaid(text: string): Set<number> {
  return new Set(SUBJECTS.flatMap(({ said }, index) => (said.test(text) ? [index] : [])))
}

// ---------------------------------------------------------------------------
// Concepts: what a learner means, however they word it (course/search/stuck-concepts.ts)

/** A concept's phrase as compared: its words' forms, in order. */
interface ConceptPhrase {
  term: string
  forms: string[]
}

/** How a concept is written among the words: a term no word can be (words are letters, digits and "_"). */
const conceptTerm = (name: string) => `~${name}`

/** Every concept's phrases as Unstuck reads words, so "the page doesn't load" and "page does not load" read alike. */
const CONCEPT_PHRASES: readonly ConceptPhrase[] = CONCEPTS.flatMap(({ name, says }) =>
  says
    .map((phrase) => ({ term: conceptTerm(name), forms: wordsOf(phrase).map((word) => conceptForm(word.form)) }))
    .filter(({ forms }) => forms.length > 0),
)

/** Words a concept phrase's next word may be from its last one (stop words not counted). */
const CONCEPT_GAP = 1

/** Whether the words hold the phrase: its words in order, each within CONCEPT_GAP words of the one before. */
function holds(forms: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start < forms.length; start++) {
    if (forms[start] !== phrase[0]) continue
    let at = start
    let found = 1
    while (found < phrase.length) {
      const next = forms.slice(at + 1, at + 2 + CONCEPT_GAP).indexOf(phrase[found] as string)
      if (next === -1) break
      at += next + 1
      found++
    }
    if (found === phrase.length) return true
  }
  return false
}

/** The concepts a text's words say. */
function conceptsIn(written: readonly string[]): Set<string> {
  const forms = written.map(conceptForm)
  return new Set(CONCEPT_PHRASES.filter((phrase) => holds(forms, phrase.forms)).map((phrase) => phrase.term))
}

/** The concepts a problem says: in its own title, symptom or phrases (each read alone), or those that name it. */
function conceptsOf(problem: MatchableProblem): string[] {
  const said = new Set<string>()
  for (const text of [problem.title, problem.symptom, ...problem.matches])
    for (const term of conceptsIn(wordsOf(text).map((word) => word.form))) said.add(term)
  for (const { name, of } of CONCEPTS) if (of?.includes(problem.slug)) said.add(conceptTerm(name))
  return [...said]
}

/** How much a concept counts among the words, against a word as rare (a field boost of the word index). */
const CONCEPT_WEIGHT = 1

/**
 * How much a problem counts in the rank when the paste does not say a subject of it that ranks (SUBJECTS, `ranks`):
 * `connect ECONNREFUSED` with no ::1 in the paste is most often a program that is not running, not localhost meaning
 * IPv6. (Demoting every subject was tried: a problem's prose names subjects in passing, "rows still in the database"
 * for lost uploads, and three right first causes were lost for as many won.)
 */
const OFF_SUBJECT = 0.6

/** How many times a word said again in the paste counts among its words. */
const QUERY_REPEATS = 3
/** How much the words' score counts in the rank, against the phrases'. */
const WORDS_WEIGHT = 2
/**
 * How much the neighbours' votes (a share, from 0 to 1) count in the rank, against the phrases' score (the best
 * problem's is 1) and the words' (2). Chosen by cross-validation, each third of the tuning part measured with its
 * pastes left out of the neighbours (docs/unstuck.md, seventh round): 0.5 to 1.25 read within a point, 1 best; 1.5 and
 * more let a few close pastes outvote a message found whole.
 */
const VOTES_WEIGHT = 1

/** The words of a text as MiniSearch indexes and searches them: Unstuck's own, numbers left out. */
const wordSearchOptions: Options<IndexedProblem> = {
  idField: 'slug',
  // One text per problem: a word its title, symptom and phrases all say counts once, as a word of the problem.
  // Its concepts are a field of their own, so they weigh as a field (CONCEPT_WEIGHT) and are never read as words.
  fields: ['text', 'concepts'],
  extractField: (problem, field) => {
    if (field === 'slug') return problem.slug
    if (field === 'concepts') return problem.concepts.join(' ')
    return [problem.title, problem.symptom, ...problem.matches].join('\n')
  },
  tokenize: (text, field) =>
    field === 'concepts' ? text.split(' ').filter(Boolean) : Array.from(withoutVolatileParts(text).matchAll(WORD), ([word]) => word),
  processTerm: (word, field) => {
    if (field === 'concepts') return word
    const form = matchWord(word)
    return form === undefined || form === '#' ? null : form
  },
  searchOptions: { combineWith: 'OR', fuzzy: false, prefix: false, boost: { concepts: CONCEPT_WEIGHT } },
}

/** A problem as the word index holds it: with the concepts it says (conceptsOf). */
interface IndexedProblem extends MatchableProblem {
  concepts: string[]
}

/**
 * Scores pastes against the catalogue two ways: its match phrases and titles
 * as phrases (phraseScore), and every word of its titles, symptoms and
 * phrases wherever they are in the paste (BM25, by MiniSearch, the site
 * search's library). The words rank what a paste's phrases leave open (a
 * symptom told in the learner's own words rarely holds a phrase as
 * written); only phrases make Unstuck sure (verdictOf).
 */
export class ProblemMatcher {
  readonly #phrases: Map<string, Phrase[]>
  readonly #words: MiniSearch<IndexedProblem>
  /** The codes and statuses the phrases name, which weigh as much more among the words too (boostOf). */
  readonly #boosts: Map<string, number>
  /** What each problem is about (SUBJECTS). */
  readonly #subjects: Map<string, number[]>
  /** The labelled pastes of the corpus, whose votes rank (course/search/stuck-neighbours.ts), if any. */
  readonly #neighbours: PasteNeighbours | undefined

  constructor(problems: readonly MatchableProblem[], neighbours?: PasteNeighbours) {
    this.#neighbours = neighbours
    const written = new Map(problems.map((problem) => [problem.slug, [problem.title, ...problem.matches].map((phrase) => wordsOf(phrase))]))
    // A word's rarity: how few problems use it in any phrase.
    const problemsWith = new Map<string, number>()
    for (const phrases of written.values())
      for (const form of new Set(phrases.flat().map((word) => word.form))) problemsWith.set(form, (problemsWith.get(form) ?? 0) + 1)
    // In units of a word only one problem uses, so the thresholds mean the same however large the catalogue grows.
    const rarity = (form: string) => Math.log(1 + problems.length / (problemsWith.get(form) ?? 1)) / Math.log(1 + problems.length)
    this.#phrases = new Map(
      [...written].map(([slug, phrases]) => [
        slug,
        // A phrase written twice (the title repeated among the phrases, say) counts once.
        [...new Map(phrases.map((words) => [words.map((word) => word.form).join(' '), words])).values()]
          .filter((words) => words.length > 0)
          .map((words) => {
            const weighted = words.map((word) => ({ form: word.form, weight: rarity(word.form) * word.boost }))
            return { words: weighted, total: weighted.reduce((sum, word) => sum + word.weight, 0) }
          }),
      ]),
    )
    this.#words = new MiniSearch(wordSearchOptions)
    this.#words.addAll(problems.map((problem) => ({ ...problem, concepts: conceptsOf(problem) })))
    this.#boosts = new Map(
      [...written.values()].flatMap((phrases) =>
        phrases.flat().flatMap((word) => (word.boost > 1 ? [[word.form, word.boost] as const] : [])),
      ),
    )
    this.#subjects = new Map(problems.map((problem) => [problem.slug, subjectsAbout(problem)]))
  }

  /**
   * Every problem the paste scores for, best first. `neighbours`: other labelled pastes than the matcher's own, to
   * measure it with some left out (the bench's cross-validation).
   */
  rank(text: string, neighbours = this.#neighbours): Scored[] {
    const paste = readPaste(text)
    const phrases = new Map<string, PhraseFound>()
    for (const [slug, ofProblem] of this.#phrases) {
      const found = ofProblem.map((phrase) => phraseScore(phrase, paste)).sort((a, b) => b.score - a.score)
      const [first, ...others] = found
      if (!first || first.score === 0) continue
      // A second phrase adds only what it found elsewhere in the paste: the same words found twice are no more evidence.
      const second = others.find((other) => !within(other.found, first.found))?.score ?? 0
      phrases.set(slug, { ...first, score: first.score + SECOND_PHRASE * second })
    }
    const boostTerm = (term: string) => this.#boosts.get(term) ?? 1
    // A word said again counts again, up to QUERY_REPEATS times (a log that repeats a word 300 times would cost
    // MiniSearch a tenth of a second, and says it no more surely).
    const said = new Map<string, number>()
    const concepts = conceptsIn(paste.words.map(({ form }) => form))
    const query = paste.words
      .filter(({ form }) => {
        said.set(form, (said.get(form) ?? 0) + 1)
        return (said.get(form) ?? 0) <= QUERY_REPEATS
      })
      .map(({ form }) => form)
      .concat(...concepts)
      .join(' ')
    const words = new Map(
      this.#words
        .search(query, { boostTerm, tokenize: (text) => text.split(' '), processTerm: (term) => term })
        .map((result) => [result.id as string, result.score]),
    )
    // A problem about nothing in particular fits any paste; one about a subject, a paste that says one of its subjects.
    const pasteSubjects = subjectsSaid(text)
    const fits = (slug: string) => {
      const about = this.#subjects.get(slug) ?? []
      return about.length === 0 || about.some((subject) => pasteSubjects.has(subject))
    }
    const ranksLower = (slug: string) =>
      (this.#subjects.get(slug) ?? []).some((subject) => SUBJECTS[subject]?.ranks === true && !pasteSubjects.has(subject))
    const votes = neighbours?.votes(termsOf(paste, concepts)) ?? new Map<string, number>()
    const bestPhrase = Math.max(0, ...[...phrases.values()].map((phrase) => phrase.score))
    // A paste that holds one of the catalogue's messages whole, weighty enough to name a cause (THRESHOLDS.sure and
    // .whole), is ranked by the catalogue's own phrases and words: the votes rank what the messages leave open. Close
    // pastes of another gathering would otherwise put a cause they share words with before the message itself
    // (`Failed to load resource: net::ERR_CONNECTION_REFUSED` read as an app calling localhost when live).
    const messageFound = [...phrases.values()].some((phrase) => phrase.score >= THRESHOLDS.sure && phrase.coverage >= THRESHOLDS.whole)
    const votesWeight = messageFound ? 0 : VOTES_WEIGHT
    const bestWords = Math.max(0, ...words.values())
    // A problem most of the closest pastes vote for is ranked even when its own phrases and words found nothing: a
    // symptom in a learner's words may share none with the catalogue, and all with the pastes (verdictOf offers it).
    const voted = [...votes].flatMap(([slug, share]) => (share >= THRESHOLDS.votes && this.#phrases.has(slug) ? [slug] : []))
    const ranked = [...new Set([...phrases.keys(), ...words.keys(), ...voted])]
      .map((slug) => {
        const { score: phrase, found, coverage } = phrases.get(slug) ?? NOT_FOUND
        const wordScore = words.get(slug) ?? 0
        const evidence = (bestPhrase > 0 ? phrase / bestPhrase : 0) + WORDS_WEIGHT * (bestWords > 0 ? wordScore / bestWords : 0)
        const own = ranksLower(slug) ? OFF_SUBJECT * evidence : evidence
        const share = votes.get(slug) ?? 0
        return { slug, phrase, words: wordScore, votes: share, own, score: own + votesWeight * share, found, coverage, fits: fits(slug) }
      })
      .sort((a, b) => b.score - a.score)
    return ranked
  }

  /** What the matcher concludes for a paste (verdictOf). */
  verdict(text: string): Verdict {
    return verdictOf(this.rank(text))
  }
}

// ---------------------------------------------------------------------------
// The verdict

/** When the best problem is named "Most likely", and which are offered at all. */
export interface Thresholds {
  /** The best is named only when its phrases score this much or more... */
  sure: number
  /** ...and this many times any other problem's phrases or more... */
  lead: number
  /** ...and its best phrase was found whole, or this share of it at least (a message found in part may be another's)... */
  whole: number
  /**
   * ...and its own score (phrases and words, each as a share of the best problem's) this many times any other
   * problem's it does not outdo: a second cause close behind means the message fits two problems.
   */
  margin: number
  /** A problem is offered at all only when its phrases score this much, or... */
  phrase: number
  /** ...its words this much, or its share of the neighbours' votes this much (it is offered, never named, for them). */
  words: number
  votes: number
}

/**
 * A confident answer that is wrong hands the Agent a false diagnosis, and
 * the learner trusts it: these were chosen on the tuning part of the corpus
 * of real pastes (stuck-corpus/) to keep confident mistakes
 * rare, measured as unseen pastes are, each gathering left out of the
 * neighbours (`npm run bench:unstuck -- --unseen --by-file`; docs/unstuck.md
 * has the figures and how). Only a phrase found whole: a message found in part
 * may be another problem's with a word of its own.
 */
export const THRESHOLDS: Thresholds = { sure: 4, lead: 3, whole: 1, margin: 3, phrase: 0.3, words: 20, votes: 0.5 }
/** Problems offered when none is sure. */
const CANDIDATES = 3

/** What the matcher concludes: the problem it is sure of, if any, and the ones it could be, best first. */
export interface Verdict {
  mostLikely?: Scored
  /** The sure one first when there is one, then up to CANDIDATES others with enough evidence. */
  ranked: Scored[]
}

/**
 * The verdict from a ranking (ProblemMatcher.rank): the first is named when
 * its own phrases say so, clearly more than any other problem's; words found
 * anywhere rank the others, never make Unstuck sure. The neighbours' votes
 * only ever take a "Most likely" away: the problem its own phrases and words
 * rank first is named only if it is still first with the votes (close pastes
 * whose thread found another cause are a reason for doubt, never for more
 * confidence: naming on votes was tried, and named more causes wrongly).
 * Nor is it named when a second cause, one it does not outdo, stands close
 * behind it on its own phrases and words (THRESHOLDS.margin): a message that
 * fits two problems (`connect ECONNREFUSED ::1:6379`, a database not started
 * or localhost read as IPv6) offers both, names neither.
 */
export function verdictOf(ranked: readonly Scored[], thresholds: Thresholds = THRESHOLDS): Verdict {
  const offered = ranked.filter(
    (scored) => scored.phrase >= thresholds.phrase || scored.words >= thresholds.words || scored.votes >= thresholds.votes,
  )
  const [first, ...rest] = [...offered].sort((a, b) => b.own - a.own)
  // The first with the votes counted, even where they do not rank (a message found whole): close pastes whose thread
  // found another cause are still a reason for doubt.
  const withVotes = (scored: Scored) => scored.own + VOTES_WEIGHT * scored.votes
  const firstWithVotes = offered.reduce<Scored | undefined>(
    (best, scored) => (best === undefined || withVotes(scored) > withVotes(best) ? scored : best),
    undefined,
  )
  const rivals = rest.filter((other) => first === undefined || !outdoes(first, other))
  const otherPhrases = Math.max(0, ...rivals.map((scored) => scored.phrase))
  const otherOwn = Math.max(0, ...rivals.map((scored) => scored.own))
  const sure =
    first !== undefined &&
    first === offered[0] &&
    first === firstWithVotes &&
    first.phrase >= thresholds.sure &&
    first.coverage >= thresholds.whole &&
    first.fits &&
    first.phrase >= thresholds.lead * otherPhrases &&
    first.own >= thresholds.margin * otherOwn
  return {
    ...(sure ? { mostLikely: first } : {}),
    ranked: offered.slice(0, CANDIDATES + (sure ? 1 : 0)),
  }
}

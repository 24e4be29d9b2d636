/**
 * Unstuck's own words: how a paste and a problem's match phrases are cut into
 * the words the matcher compares (course/search/stuck-match.ts). Not the site
 * search's synonyms (course/search/search-words.ts): a search may widen "key" to
 * "secret", but in an error message "duplicate key" is about a database row,
 * and Unstuck must not lean to API keys for it.
 *
 * Each word is lower-cased, its common endings cut ("crashes", "crashed",
 * "crashing" read alike), and read as its group's first member when it has one
 * (below). Numbers read as "#", whatever their value, so "1 + 2 shows 12" in a
 * phrase matches "5 + 5 shows 55" in a paste, except the three-digit HTTP
 * statuses an error names (404, 429, 500), which stay as written.
 */

/**
 * Words a beginner and an error message use for the same thing. Only groups
 * whose members never mean something else in an error.
 */
const SAME_WORDS: readonly (readonly string[])[] = [
  ['blank', 'white', 'empty'],
  ['reload', 'refresh', 'refreshing', 'reloading', 'refreshed', 'reloaded'],
  // "Live" is the catalogue's word, a host's name the learner's.
  [
    'publish',
    'deploy',
    'deployment',
    'republish',
    'redeploy',
    'production',
    'prod',
    'hosted',
    'live',
    'vercel',
    'netlify',
    'heroku',
    'railway',
  ],
  ['disappear', 'vanish', 'gone', 'wiped', 'erased', 'lost', 'wipe', 'erase'],
  ['restart', 'reboot', 'relaunch', 'rerun'],
  ['click', 'tap', 'press', 'clicking', 'tapping', 'pressing'],
  ['old', 'outdated', 'stale', 'previous'],
  ['join', 'concatenate', 'concatenates', 'concatenated', 'concatenating', 'concatenation', 'concat'],
  ['twice', 'doubled'],
  ['database', 'db'],
  ['phone', 'mobile', 'iphone', 'android', 'smartphone'],
  ['picture', 'image', 'photo', 'img'],
  ['sign', 'login', 'signin', 'signup', 'signout', 'logged', 'logout'],
  ['env', 'environment'],
  ['show', 'display', 'appear'],
  // With the stems their endings leave ("deleted" is read "delet" before its group is looked up).
  ['delete', 'delet', 'remove', 'remov'],
  ['save', 'persist', 'store'],
  ['page', 'site', 'website', 'webpage'],
]

/**
 * Words that say nothing about which problem it is ("I", "the", "please help"):
 * left out of both sides before phrases are compared, so "address already in
 * use" is three words apart at most. "not", "no" and "cannot" stay: they turn
 * a message around.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by could did do does doing for from had has have having how i im ive id if in into ' +
    'is it its just me my of on or our so that the their them then there these they this those to was we were what when where ' +
    'which who why will with would you your youre am any all some very too also again now only please help hi hello thanks ' +
    'thank anyone here way getting got any one ever even still keep keeps'
  ).split(' '),
)

const CANONICAL = new Map(SAME_WORDS.flatMap((group) => group.map((word) => [word, group[0] as string] as const)))

/**
 * A verb's "not" written into it, as learners write it ("doesn't", "won't", "isnt": the apostrophe is gone by
 * the time a word is read).
 */
const NEGATED = new Set('dont doesnt didnt isnt arent wasnt werent wont cant couldnt wouldnt shouldnt hasnt havent hadnt aint'.split(' '))

/**
 * A word's form as a concept reads it (course/search/stuck-concepts.ts): a verb's "not" is "not", so "the list
 * doesn't update" says what "the list does not update" says. Only there: in a phrase's weights, "not" would weigh
 * less for being in more phrases, and error messages write "not" out anyway.
 */
export function conceptForm(form: string): string {
  return NEGATED.has(form) ? 'not' : form
}

/** Cuts the common endings: plural, past, -ing ("tasks" → "task", "crashed" → "crash", "replies" → "reply"). */
function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word) || word.includes('_')) return word
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3))
  if (word.endsWith('ed') && word.length > 4) return undouble(word.endsWith('ied') ? `${word.slice(0, -3)}y` : word.slice(0, -2))
  if (word.endsWith('es') && /(?:ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(?:ss|us|is|ous)$/.test(word)) return withoutFinalE(word.slice(0, -1))
  return withoutFinalE(word)
}

/** "style" → "styl", as "styling" and "styled" read: the silent e that -ing and -ed drop. */
function withoutFinalE(word: string): string {
  return word.length > 4 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word
}

/** "stopp" → "stop", "runn" → "run": the consonant doubled before -ing or -ed. */
function undouble(word: string): string {
  return /([bdgmnprt])\1$/.test(word) ? word.slice(0, -1) : word
}

/** A three-digit HTTP status an error names (4xx and 5xx): kept as written, not read as any number. */
const HTTP_STATUS = /^[45]\d\d$/

/** One word as the matcher compares it, or undefined for a stop word. */
export function matchWord(raw: string): string | undefined {
  const word = raw.toLowerCase()
  if (STOP_WORDS.has(word)) return undefined
  if (/^\d+$/.test(word)) return HTTP_STATUS.test(word) ? word : '#'
  const canonical = CANONICAL.get(word)
  if (canonical) return canonical
  const stemmed = stem(word)
  return CANONICAL.get(stemmed) ?? stemmed
}

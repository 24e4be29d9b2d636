/**
 * The words a beginner uses and the words the course uses, matched: one list
 * of synonyms and one of stop words for the site search
 * (course/search/search-index.ts), so "white screen" finds the blank-page lesson.
 * (Unstuck keeps its own, course/search/stuck-words.ts: a search may widen "key" to
 * "secret", an error message may not.)
 */

/**
 * Groups of words and phrases that mean the same to a learner. The first
 * member of a group is its canonical form (the matcher reads every member as
 * it). A phrase is written with single spaces and matched as whole words.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['blank', 'white', 'empty'],
  ['screen', 'page'],
  ['undo', 'roll back', 'rollback', 'revert', 'checkpoint', 'go back'],
  ['secret', 'key', 'api key'],
  ['error', 'crash', 'crashes', 'crashed', 'exception'],
  ['broken', 'not working', 'doesnt work', 'does not work', 'stopped working', 'wont work', 'broke'],
  ['reload', 'refresh'],
  ['disappear', 'disappears', 'disappeared', 'vanish', 'vanishes', 'gone', 'lost'],
  ['publish', 'deploy', 'go live', 'online'],
  ['slow', 'laggy', 'sluggish'],
  ['loop', 'loops', 'looping', 'going in circles', 'in circles'],
  ['database', 'db'],
  ['phone', 'mobile', 'iphone', 'android', 'smartphone'],
  ['limit', 'allowance', 'cap'],
]

/**
 * Words too common to mean anything in a question ("how do I undo my
 * change"): left out of a query's terms, so they neither rank results nor get
 * highlighted. "not" stays: "not defined" and "not found" need it.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i im if in into is it its ' +
    'just me my of on or our so that the their them then there these they this those to was we were what when where ' +
    'which who why will with would you your am any all some very too also again now only please help keep keeps still ' +
    'after before got should here way goes going'
  ).split(' '),
)

/** Apostrophes dropped, so "doesn't" is one word, as the synonym groups write it. */
function withoutApostrophes(text: string): string {
  return text.replace(/(\p{L})['’](\p{L})/gu, '$1$2')
}

/** The words of a text, lower-cased, apostrophes dropped ("Doesn't work" → ["doesnt", "work"]). */
export function wordsOf(text: string): string[] {
  return withoutApostrophes(text.toLowerCase()).match(/[\p{L}\p{N}_]+/gu) ?? []
}

/** Every member of every group, as its words, longest first, with its group. */
const MEMBERS = SYNONYM_GROUPS.flatMap((group) => group.map((member) => ({ words: member.split(' '), group })))
  .filter((member) => member.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length)

/** A unit of a query: one word, or a phrase of a synonym group ("not working"). */
export interface QueryUnit {
  /** The words as the learner wrote them. */
  words: string[]
  /** The synonym group it belongs to, if any. */
  group?: readonly string[]
}

/**
 * Reads words into units: a run of words that is a synonym group's phrase
 * becomes one unit ("api key not working" → "api key", "not working"), the
 * longest phrase first; stop words outside a phrase are dropped.
 */
export function queryUnits(words: readonly string[]): QueryUnit[] {
  const units: QueryUnit[] = []
  let index = 0
  while (index < words.length) {
    const member = MEMBERS.find(({ words: phrase }) => phrase.every((word, offset) => words[index + offset] === word))
    if (member) {
      units.push({ words: member.words, group: member.group })
      index += member.words.length
      continue
    }
    const word = words[index] as string
    if (!STOP_WORDS.has(word)) units.push({ words: [word] })
    index += 1
  }
  return units
}

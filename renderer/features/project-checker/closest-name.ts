/**
 * The right spelling of a misspelt name: `addEventListner` is most likely
 * `addEventListener`. The candidates are the names a browser really has (on
 * the objects a beginner's script uses) and the names in the learner's own
 * files. DOM-free but for `namesOn`, which reads whatever objects it is given.
 */

/** The name an error is about: `button.addEventListner is not a function` → addEventListner; `mesage is not defined` → mesage. */
export function nameInError(message: string): string | undefined {
  const match =
    /(?:^|\s)([\w$.]+) is not a function/.exec(message) ??
    /(?:^|\s)([\w$]+) is not defined/.exec(message) ??
    /(?:^|\s)([\w$.]+) is not a constructor/.exec(message)
  return match?.[1]?.split('.').at(-1)
}

/** Edits from one word to the other: a letter added, left out, changed, or two side by side swapped (lenght → length). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[]
    const above = rows[i - 1] as number[]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] as number) + 1)
      row[j] = best
    }
  }
  return rows[a.length]?.[b.length] as number
}

/**
 * The candidate closest to `word`, when it is close enough to be a slip of
 * the keyboard: the same letters in another case (getElementByID), or one
 * edit away (two for a name of eight letters or more). Undefined when none is,
 * or when two are equally close (a guess would mislead).
 */
export function closestName(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase()
  const most = word.length >= 8 ? 2 : 1
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  let tied = false
  for (const candidate of new Set(candidates)) {
    if (candidate === word) continue
    const distance = candidate.toLowerCase() === lower ? 0.5 : editDistance(lower, candidate.toLowerCase())
    if (distance > most) continue
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
      tied = false
    } else if (distance === bestDistance && candidate !== best) tied = true
  }
  return tied ? undefined : best
}

/** Every property name along the prototype chains of `objects`: what a script can call on them. */
export function namesOn(objects: readonly unknown[]): Set<string> {
  const names = new Set<string>()
  for (const object of objects) {
    let current: unknown = object
    while (current !== null && current !== undefined && current !== Object.prototype) {
      for (const name of Object.getOwnPropertyNames(current)) if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name)
      current = Object.getPrototypeOf(current)
    }
  }
  return names
}

/** The names the learner's own files use (their variables and functions, the ids in the page). */
export function namesInCode(...texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => text.match(/[A-Za-z_$][\w$]*/g) ?? []))
}

/** The names of the browser's objects a beginner's script uses: the page, its elements, storage, the console, text, lists, dates. */
export function browserApiNames(): Set<string> {
  const element = (tag: string) => document.createElement(tag)
  return namesOn([
    window,
    document,
    element('button'),
    element('input'),
    element('textarea'),
    element('select'),
    element('form'),
    element('ul'),
    element('div').classList,
    element('div').style,
    localStorage,
    console,
    Math,
    JSON,
    Object,
    Array,
    Number,
    String,
    Date,
    Promise,
    '',
    [],
    0,
    new Date(),
    Promise.resolve(),
    new KeyboardEvent('keydown'),
    new MouseEvent('click'),
  ])
}

/**
 * Unstuck's second opinion: the labelled pastes of the corpus of real pastes
 * (stuck-corpus/tuning/, each a text someone posted publicly and
 * the problem its thread's answer names) as neighbours. A new paste is compared
 * with each of them, and the problems of the closest vote, each as much as it is
 * close: they know how real people word a problem, where the catalogue's phrases
 * know how the catalogue words it.
 *
 * Texts are compared as vectors of their words, pairs of words and the concepts they say
 * (course/search/stuck-match.ts reads them, as it reads a paste for the phrases), each weighted by how few pastes
 * hold it (TF-IDF), by the cosine of their angle.
 * A paste whose cause the catalogue lacks (labelled `none`) votes for no problem:
 * its share goes to "none", which only ever weakens the others'.
 */

/** What a text holds: each term (a word or a pair of words, as matched) and how much of it. */
export type Terms = ReadonlyMap<string, number>

/** A labelled paste as compared: the problem its thread's answer names, or NO_PROBLEM, and its terms. */
export interface LabelledTerms {
  problem: string
  terms: Terms
}

/** The label of a paste whose cause the catalogue has no problem for. */
const NO_PROBLEM = 'none'

/**
 * How many of the closest pastes vote, how close a paste must be to vote at all (cosine; sharing a common word or two
 * says nothing), and the power of its closeness each vote counts (the closest count much more than the merely close).
 * Chosen by cross-validation on the tuning part (docs/unstuck.md, seventh round): 5, 10 or 20 neighbours, a power of 1
 * or 2, all within half a point.
 */
const NEIGHBOURS = 10
const CLOSE_ENOUGH = 0.1
const CLOSENESS_POWER = 2

export class PasteNeighbours {
  /** For each term, the pastes that hold it and its weight in each (their vectors, of unit length). */
  readonly #postings = new Map<string, { paste: number; weight: number }[]>()
  readonly #idf = new Map<string, number>()
  readonly #labels: string[]

  constructor(pastes: readonly LabelledTerms[]) {
    this.#labels = pastes.map((paste) => paste.problem)
    const holding = new Map<string, number>()
    for (const { terms } of pastes) for (const term of terms.keys()) holding.set(term, (holding.get(term) ?? 0) + 1)
    for (const [term, count] of holding) this.#idf.set(term, Math.log(1 + pastes.length / count))
    for (const [paste, { terms }] of pastes.entries())
      for (const [term, weight] of this.#vector(terms)) {
        const postings = this.#postings.get(term) ?? []
        postings.push({ paste, weight })
        this.#postings.set(term, postings)
      }
  }

  /** A text's terms as a vector of unit length: each term's amount (dampened) times its rarity among the pastes. */
  #vector(terms: Terms): Map<string, number> {
    const vector = new Map<string, number>()
    for (const [term, amount] of terms) {
      const idf = this.#idf.get(term)
      if (idf !== undefined && amount > 0) vector.set(term, (1 + Math.log(amount)) * idf)
    }
    const length = Math.hypot(...vector.values())
    for (const [term, weight] of vector) vector.set(term, weight / length)
    return vector
  }

  /**
   * Each problem's share of the votes of the pastes closest to a text's terms, from 0 to 1. The pastes labelled
   * `none` hold the rest: they vote for no problem, and leave less to the others.
   */
  votes(terms: Terms): Map<string, number> {
    const similarity = new Map<number, number>()
    for (const [term, weight] of this.#vector(terms))
      for (const posting of this.#postings.get(term) ?? [])
        similarity.set(posting.paste, (similarity.get(posting.paste) ?? 0) + weight * posting.weight)
    const closest = [...similarity]
      .filter(([, cosine]) => cosine >= CLOSE_ENOUGH)
      .sort((a, b) => b[1] - a[1])
      .slice(0, NEIGHBOURS)
    const shares = new Map<string, number>()
    let total = 0
    for (const [paste, cosine] of closest) {
      const vote = cosine ** CLOSENESS_POWER
      total += vote
      const problem = this.#labels[paste] as string
      if (problem !== NO_PROBLEM) shares.set(problem, (shares.get(problem) ?? 0) + vote)
    }
    for (const [problem, vote] of shares) shares.set(problem, vote / total)
    return shares
  }
}

/**
 * What the "Keeps its secrets" scan finds (scan-files.ts in a learner's
 * pasted files, find-keys.ts in any file's text); the words for each kind
 * are in safety-words.ts.
 */

/** The file a finding is in, named as the learner's Agent names it. */
export type LearnerFileName = 'index.html' | 'style.css' | 'script.js'

/** What the scan found; the words for each kind are in safety-words.ts. */
export type SafetyFindingKind =
  /** A key or token anyone can copy from the page. */
  | 'secret'
  /** A key made to be public (Stripe pk_, Supabase anon): explained, not a leak. */
  | 'publishable-key'
  /** Text a visitor typed (or stored, or fetched) written into the page as HTML (innerHTML, outerHTML, insertAdjacentHTML, document.write). */
  | 'html-from-values'
  /** A string run as code (eval, new Function, setTimeout with a string). */
  | 'string-as-code'
  /** A script or stylesheet loaded over plain http://. */
  | 'insecure-load'
  /** A password, token or key kept in localStorage or sessionStorage. */
  | 'secret-in-storage'
  /** A script the parser could not read, so its code was not checked. */
  | 'unreadable-script'

export interface SafetyFinding<File extends string = LearnerFileName> {
  kind: SafetyFindingKind
  /** The file it is in: one the learner pasted, or (the live check) a script the app serves, by its path. */
  file: File
  /** 1-based line in that file. */
  line: number
  /** What was found: "an OpenAI API key", "innerHTML", "eval". */
  what: string
  /** The place, short, with a key's middle hidden. */
  excerpt: string
}

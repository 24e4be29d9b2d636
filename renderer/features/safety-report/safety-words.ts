/**
 * What the "Keeps its secrets" findings mean, in words for someone who has
 * never coded: a title, why it matters to a person, the lesson that teaches
 * the fix, and a CLEAR prompt that asks the Agent for that fix.
 */
import { projectPath, sectionPath } from '../../../lib/paths.ts'
import { assemblePrompt } from '../prompt-builder/clear-prompt.ts'
import { APP_CONTEXT } from './accessibility-words.ts'
import type { SafetyFinding, SafetyFindingKind } from './safety-finding.ts'

/** A finding in a learner's pasted file, or in a script their live app serves. */
type Finding = SafetyFinding<string>

/**
 * The lessons that teach each fix, by heading; test/unit/safety-report.test.ts checks each heading exists.
 * These words, like all of the checker's, name no Replit tool or button: they are code, which the terms
 * registry (content/terms) cannot reach, and the Agent knows where a secret goes on its own platform.
 */
export const SAFETY_LESSONS = {
  secrets: { href: `${sectionPath(9)}#step-1-keep-keys-out-of-your-code`, label: 'Section 9: Keep keys out of your code' },
  rotate: { href: `${sectionPath(9)}#step-2-rotate-a-key-that-leaked`, label: 'Section 9: Rotate a key that leaked' },
  htmlFromText: {
    href: `${projectPath(5)}#a-name-turns-italic-and-long-words-spill-out`,
    label: 'Learning project 5: A name turns italic and long words spill out',
  },
  checkInputs: { href: `${sectionPath(9)}#step-3-check-every-input-on-the-server`, label: 'Section 9: Check every input on the server' },
  https: {
    href: `${sectionPath(9)}#step-5-run-the-security-scan-before-you-publish`,
    label: 'Section 9: Run the security scan before you publish',
  },
  readError: { href: `${sectionPath(4)}#step-1-read-the-error-message`, label: 'Section 4: Read the error message' },
} as const

export interface SafetyWords {
  /** One line: what was found. */
  title: string
  /** Why it matters to a person, one or two sentences. */
  why: string
  /** What to do now, when there is something beyond the fix (a leaked key must be replaced). */
  now?: string
  lesson: { href: string; label: string }
  /** A CLEAR prompt asking for the fix; absent for what needs no fix (a publishable key). */
  prompt?: string
}

const ROLE = 'Act as a careful web developer who explains the change in two sentences a beginner understands.'

const where = (finding: Finding) => `${finding.file}, line ${finding.line}`

function prompt(context: string, finding: Finding, example: string, actions: string[]): string {
  return assemblePrompt({
    context,
    length: 'Change only what this fix needs and keep everything else working.',
    examples: `In ${where(finding)}: ${example}`,
    actions: actions.join('\n'),
    role: ROLE,
  })
}

const WORDS: Record<SafetyFindingKind, (finding: Finding, context: string) => SafetyWords> = {
  secret: (finding, context) => ({
    title: `${capitalise(finding.what)} is in ${where(finding)}`,
    why: isPassword(finding)
      ? 'Everything in these files is sent to every visitor, so anyone can open the page, copy the address and log in to your database: read, change or delete everything in it.'
      : 'Everything in these files is sent to every visitor, so anyone can open the page, copy the key and use it: spend your money, read your data, or send messages as you.',
    now: isPassword(finding)
      ? 'Change the database’s password now, in its provider’s settings. It has been exposed by being in the page’s files, and pasting it anywhere, even here, counts.'
      : 'Replace the key now: make a new one in the provider’s dashboard and delete this one. It has been exposed by being in the page’s files, and pasting it anywhere, even here, counts.',
    lesson: SAFETY_LESSONS.rotate,
    prompt: prompt(
      context,
      finding,
      `the code holds ${finding.what} (${finding.excerpt}) where the browser can read it.`,
      isPassword(finding)
        ? [
            'Move every database query to a small server route, and keep the database address in a secret environment variable that only the server reads.',
            'Make the page call that route instead, so the address and its password never reach the browser.',
            'Remove the address from every file, comments included.',
          ]
        : [
            'Move every call that needs this key to a small server route, and keep the key in a secret environment variable that only the server reads.',
            'Make the page call that route instead, so the key never reaches the browser.',
            'Remove the key from every file, comments included.',
          ],
    ),
  }),
  'publishable-key': (finding) => ({
    title: `${capitalise(finding.what)} is in ${where(finding)}: that is fine`,
    why: 'This kind of key is made to be seen in a browser; on its own it cannot spend money or read private data. Keep its secret partner (the secret key) out of these files, and set the provider’s rules so the public key can only do what your page needs.',
    lesson: SAFETY_LESSONS.secrets,
  }),
  'html-from-values': (finding, context) => ({
    title: `Text a visitor typed is written into the page as HTML with ${finding.what} (${where(finding)})`,
    why: 'The visitor’s text becomes part of the page: a name like <img onerror=…> can run code in other people’s browsers or break the layout.',
    lesson: SAFETY_LESSONS.htmlFromText,
    prompt: prompt(context, finding, `\`${finding.excerpt}\` puts text a visitor typed into the page with ${finding.what}.`, [
      'Show text that can come from a visitor with textContent (or by creating elements), never as HTML.',
      'Keep the page looking exactly as it does now.',
    ]),
  }),
  'string-as-code': (finding, context) => ({
    title: `A piece of text is run as code with ${finding.what} (${where(finding)})`,
    why: 'Text run as code can do anything the page can do. If a visitor’s text ever reaches it, they control your app; and it hides mistakes until the moment it runs.',
    lesson: SAFETY_LESSONS.checkInputs,
    prompt: prompt(context, finding, `\`${finding.excerpt}\` runs text as code with ${finding.what}.`, [
      `Replace ${finding.what} with ordinary code that does the same thing: call the function directly, or pass a function instead of text.`,
      'Do not run any text as code anywhere in the app.',
    ]),
  }),
  'insecure-load': (finding, context) => ({
    title: `${capitalise(finding.what)} is loaded over plain http:// (${where(finding)})`,
    why: 'Anything sent over plain http:// can be read and changed on the way, for example on café Wi-Fi, and browsers block it on a page served over https://, so the app breaks once published.',
    lesson: SAFETY_LESSONS.https,
    prompt: prompt(context, finding, `the page loads ${finding.excerpt} over plain http://.`, [
      'Load it over https:// instead, or copy the file into the project and load it from there.',
    ]),
  }),
  'secret-in-storage': (finding, context) => ({
    title: `A password or key is kept in the browser’s storage (${where(finding)})`,
    why: 'The browser’s storage keeps what it holds as plain text on the device, where any script on the page, and anyone using the computer, can read it.',
    lesson: SAFETY_LESSONS.secrets,
    prompt: prompt(context, finding, `\`${finding.excerpt}\` keeps "${finding.what}" in the browser’s storage.`, [
      'Stop keeping passwords, tokens or keys in localStorage or sessionStorage.',
      'If the app needs a login, let the server keep the secret and the browser keep only a session cookie.',
    ]),
  }),
  'unreadable-script': (finding, context) => ({
    title: `${finding.file} has a syntax error at line ${finding.line}, so it was not checked for unsafe code`,
    why: `The browser cannot run a script it cannot read either ("${finding.excerpt}"): fix this first, then check again.`,
    lesson: SAFETY_LESSONS.readError,
    prompt: prompt(context, finding, `the browser reports "${finding.excerpt}".`, [
      'Fix the syntax error so the script runs, and change nothing else.',
    ]),
  }),
}

/** A database address carries a password, not a key: the words say which. */
function isPassword(finding: Finding): boolean {
  return finding.what.includes('password')
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The words for one finding; `context`, what its fix prompt says about the app (a single page by default). */
export function safetyWords(finding: Finding, context = APP_CONTEXT): SafetyWords {
  return WORDS[finding.kind](finding, context)
}

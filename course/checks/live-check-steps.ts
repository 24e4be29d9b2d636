/**
 * The steps of a live check: what "Check my app" does to a featured project
 * running where the learner built it, with its real server and database
 * (renderer/features/live-app-check/). Every learning-project step
 * (check-steps.ts) works on the app's pages in a same-origin frame; the steps
 * here are the ones a server needs: opening another page of the app, and a
 * request to one of its routes with the status it must answer.
 *
 * Two words stand for values only the run knows, in any text of a step:
 * TESTWORD is a made-up word chosen afresh for each run (a test guest no
 * one could have typed before, so finding it again proves it was kept), and
 * HOSTPASSWORD, in a `type` step, is the host password the learner types into
 * the panel (kept on the page for that run only, never stored or sent
 * anywhere but the app). TODAY and YESTERDAY are those dates in the
 * browser's local time, written YYYY-MM-DD (a task due yesterday is late).
 * Plain capitals, so a pattern holding one still reads as plain words.
 */
import { z } from 'zod'
import { CheckStep } from './check-steps.ts'

/** A path on the learner's app, from its root ('/host'). */
const appPath = z.string().regex(/^\/[^\s]*$/, 'a path on the app, starting with /')

/** An answer the server must give, or the lowest and highest it may give. */
const status = z.union([z.number().int().min(100).max(599), z.tuple([z.number().int().min(100), z.number().int().max(599)])])

const ServerStep = z.union([
  z.strictObject({
    /** Open this page of the app in the check's frame (a page that is not the one the check started on). */
    open: appPath,
  }),
  z.strictObject({
    /**
     * Sign in to the page that needs the host password: type the password the
     * learner gave the panel into the page's password box and press Enter, as
     * the host does. A page with no password box (the app remembers the
     * host) is already signed in, and the step passes on.
     */
    signIn: z.literal(true),
  }),
  z.strictObject({
    /** Call the app's route as a visitor's browser would, with fetch: 'POST /api/rsvp'. */
    request: z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/[^\s]*$/, "a method and a path: 'POST /api/rsvp'"),
    /** A JSON body to send. */
    json: z.record(z.string(), z.unknown()).optional(),
    /** The status the route must answer with (400 for bad input), or its range ([400, 499]). */
    status,
    /** Words the answer's body must hold (a clear message, not only a status). Patterns as in check-steps.ts. */
    says: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
    /** A pattern the answer's body must not match (a row the app was asked to delete, an email address). */
    saysNot: z.string().min(1).optional(),
    /** Send it as a visitor who is not signed in: without the app's cookies. */
    signedOut: z.literal(true).optional(),
  }),
  z.strictObject({
    /**
     * From here on in this requirement, the app's requests to other sites
     * (an outside API) fail as they do when the network drops: what the
     * learner's visitor sees on a train or in a kitchen with bad Wi-Fi.
     */
    offline: z.literal(true),
  }),
  z.strictObject({
    /**
     * From here to the end of this requirement the app must ask nothing of
     * any server (no fetch, no XMLHttpRequest): input it refuses is refused
     * in the page, before a search or a save is sent.
     */
    noRequests: z.literal(true),
  }),
])
export type ServerStep = z.infer<typeof ServerStep>

const LiveCheckStep = z.union([CheckStep, ServerStep])
export type LiveCheckStep = z.infer<typeof LiveCheckStep>

/** One requirement of a featured project with its live check. */
const LiveRequirement = z.strictObject({
  /** The requirement, exactly as in the project's `requirements` list. */
  text: z.string().trim().min(1),
  steps: z.array(LiveCheckStep).min(1),
  /**
   * The part of the requirement the steps cannot test in the learner's own
   * app without harm or guesswork (posting too fast, how a focus outline
   * looks), as one instruction to test it by hand: the panel shows it under
   * the requirement, whatever its verdict.
   */
  byHand: z.string().trim().min(1).optional(),
})

/** A featured project's live check, as its file gives it. */
export const LiveCheck = z.strictObject({
  /** What the check writes into the learner's app and what it removes again, in the learner's words (shown on the page and in the panel). */
  creates: z.string().trim().min(1),
  /** The app's page the check starts on. */
  start: appPath.default('/'),
  /** Every requirement of the project, in the same order, each with its steps. */
  requirements: z.array(LiveRequirement).min(1),
})
export type LiveCheck = z.infer<typeof LiveCheck>

/** A featured project's live check in another language: only its words (the steps are the English file's, which a translation keeps). */
export interface LiveCheckWording {
  projectNumber: number
  title: string
  creates: string
  /** Each requirement's text and its by-hand line, in the English file's order. */
  requirements: { text: string; byHand?: string }[]
}

/** The live checks a built check script carries: one per featured project that has them. */
export interface LiveCheckProject {
  projectNumber: number
  title: string
  check: LiveCheck
}

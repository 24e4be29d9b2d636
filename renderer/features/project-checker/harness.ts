/**
 * The check harness: runs a requirement's steps (course/checks/check-steps.ts)
 * against the learner's app inside the sandbox frame, finding elements the
 * way a person does, as Testing Library does (harness/roles.ts), and acting
 * as a person does with user-event. Built as a file of its own
 * (imported with ?worker&url by run-check.ts), sent to the frame as text and
 * run there by sandbox/frame-script.ts, which then calls
 * `window.__fztvHarness.run(steps, start)`. Its parts, one concern each, are
 * in harness/: finding elements (find.ts, by role and label in roles.ts), choices, the display, how the page
 * looks, contrast, the clipboard, and the steps' handler table (steps.ts).
 *
 * An outcome is 'done', 'failed' (with what was expected and found, in plain
 * words) or 'pause' at a step the parent page must do: reload the app, or
 * reload it at another width.
 */
import { runSteps } from './harness/steps.ts'

window.__fztvHarness = { run: runSteps }

/**
 * Recognises pasted files the sandbox cannot run: a project the Agent built
 * with React and Vite (Section 2 warns it often does), whose index.html only
 * points at /src/main.jsx, or a package.json pasted into a box. Run as they
 * are, such files show a blank page and fail every requirement, which says
 * nothing to the learner; this says why and what to ask for.
 */
import type { LearnerFiles } from '../../../sandbox/protocol.ts'

/** What the learner reads, and the prompt that gets the plain files the checker runs. */
export interface CannotRun {
  reason: string
  prompt: string
}

/** Asks for the three plain files, as the projects' own prompts do (Length). */
const PLAIN_FILES_PROMPT =
  'Please rebuild this as plain HTML, CSS and JavaScript with no build step and no frameworks. I want only index.html, style.css and script.js, served as a static site. Keep the same features and look.'

/** A module script the page loads from the project's own src folder (Vite's /src/main.jsx): it needs a build first. */
const SOURCE_MODULE = /<script\b[^>]*\btype=["']?module\b[^>]*\bsrc=["']?\.?\/?src\//i
/** `import … from 'react'` and the like: a package, which only a build step brings in (a path such as './x.js' is not). */
const PACKAGE_IMPORT = /^\s*import\s+(?:[\w*{}\s,]+\s+from\s+)?["'](?![./])[^"']+["']/m
/** A package.json: an object with the keys npm writes. */
const PACKAGE_JSON = /^\s*\{[\s\S]*"(?:dependencies|devDependencies|scripts)"\s*:/

export function cannotRun(files: LearnerFiles): CannotRun | undefined {
  const all = [files.html, files.css, files.js]
  if (all.some((text) => PACKAGE_JSON.test(text)))
    return {
      reason:
        'You pasted a package.json: it lists the tools a bigger project needs, not the page itself. The checker runs a page made of plain HTML, CSS and JavaScript, in at most three files.',
      prompt: PLAIN_FILES_PROMPT,
    }
  if (SOURCE_MODULE.test(files.html) || /\bReactDOM\b|from\s+["']react["']/.test(files.js) || /\bReactDOM\b/.test(files.html))
    return {
      reason:
        'This looks like a React project with many files: its index.html only loads code from the src folder, which a build step has to turn into a page first. The checker runs a page made of plain HTML, CSS and JavaScript, in at most three files.',
      prompt: PLAIN_FILES_PROMPT,
    }
  if (all.some((text) => PACKAGE_IMPORT.test(text)))
    return {
      reason:
        'Your script imports packages (lines that start with import … from), which only a build step can bring in. The checker runs a page made of plain HTML, CSS and JavaScript, in at most three files.',
      prompt: PLAIN_FILES_PROMPT,
    }
  return undefined
}

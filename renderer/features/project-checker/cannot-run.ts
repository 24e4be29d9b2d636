/**
 * Recognises pasted files the sandbox cannot run: a project the Agent built
 * with React and Vite (Section 2 warns it often does), whose index.html only
 * points at /src/main.jsx, or a package.json pasted into a box. Run as they
 * are, such files show a blank page and fail every requirement, which says
 * nothing to the learner; this says why and what to ask for.
 */
import type { LearnerFiles } from '../../../sandbox/protocol.ts'

/** Why the files cannot run, as a key of the checker's words (checker-run), which say it and give the prompt for plain files. */
export type CannotRun = 'cannotRunPackageJson' | 'cannotRunReactProject' | 'cannotRunPackageImports'

/** A module script the page loads from the project's own src folder (Vite's /src/main.jsx): it needs a build first. */
const SOURCE_MODULE = /<script\b[^>]*\btype=["']?module\b[^>]*\bsrc=["']?\.?\/?src\//i
/** `import … from 'react'` and the like: a package, which only a build step brings in (a path such as './x.js' is not). */
const PACKAGE_IMPORT = /^\s*import\s+(?:[\w*{}\s,]+\s+from\s+)?["'](?![./])[^"']+["']/m
/** A package.json: an object with the keys npm writes. */
const PACKAGE_JSON = /^\s*\{[\s\S]*"(?:dependencies|devDependencies|scripts)"\s*:/

export function cannotRun(files: LearnerFiles): CannotRun | undefined {
  const all = [files.html, files.css, files.js]
  if (all.some((text) => PACKAGE_JSON.test(text))) return 'cannotRunPackageJson'
  if (SOURCE_MODULE.test(files.html) || /\bReactDOM\b|from\s+["']react["']/.test(files.js) || /\bReactDOM\b/.test(files.html))
    return 'cannotRunReactProject'
  if (all.some((text) => PACKAGE_IMPORT.test(text))) return 'cannotRunPackageImports'
  return undefined
}

// The words of a lesson or project page's islands (knowledge check, project checker and its "Explain your app" intro, marking complete, prompt builder), in one module: one request, one chunk.
export { check } from '../check.ts'
export { checker } from '../checker.ts'
export { explainIntro } from '../explain-intro.ts'
export { markComplete } from '../mark-complete.ts'
export { promptBuilder } from '../prompt-builder.ts'

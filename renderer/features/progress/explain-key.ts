/**
 * Where the "Explain your app" answers are kept (explain-store.ts), in a
 * module of its own: the progress store on every lesson page and /review's
 * island need only this, not the store that reads the answers (a module's
 * code goes to every page that imports any of it).
 */
export const EXPLAIN_KEY = 'fztv-explain'

/**
 * tap puts its process hooks (@tapjs/processinfo) into NODE_OPTIONS of every process a test starts,
 * and on this Node they are a module loader in a thread of its own that is sent, and measures, every
 * module the process loads. What they record serves coverage and `tap --changed`; under `npm test`
 * and `npm run test:unit` (no coverage) nothing reads it, and they cost each server a test starts
 * about 2 CPU-seconds and the grown copy's build about 10 (docs/testing.md). So without coverage the
 * processes started through this run without them, as they run in production; with coverage
 * (`npm run test:coverage`) they keep them, so a server started through tsx is still covered.
 */
const coverageOff = process.env.TAP_DISABLE_COVERAGE === '1'

/** `command` (program and arguments), run through env(1) so that tap's hooks are gone from its NODE_OPTIONS and nothing else is. */
export function withoutTapHooks([program, ...args]: readonly string[]): [string, ...string[]] {
  if (program === undefined) throw new Error('withoutTapHooks needs a command')
  if (!coverageOff) return [program, ...args]
  // tap re-adds its hooks to the environment of every process a test starts (env itself), so env(1) removes them.
  const kept = (process.env.NODE_OPTIONS ?? '')
    .split(/\s+/)
    .filter((option) => option !== '' && !option.includes('@tapjs/'))
    .join(' ')
  return kept === '' ? ['env', '-u', 'NODE_OPTIONS', program, ...args] : ['env', `NODE_OPTIONS=${kept}`, program, ...args]
}

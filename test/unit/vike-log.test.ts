// sendVikeConsoleToLog (server/logging/vike-log.ts): Vike's console lines go to the
// logger at their level; every other console line is left alone. The server
// as a whole is checked in json-log.test.ts.
import t from 'tap'
import { sendVikeConsoleToLog } from '../../server/logging/vike-log.ts'

t.test("Vike's lines go to the logger, others stay on the console", async (t) => {
  const logged: { level: string; fields: object; msg: string }[] = []
  const record = (level: string) => (fields: object, msg: string) => logged.push({ level, fields, msg })
  const logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') }
  const printed: string[] = []
  const originals = { log: console.log, warn: console.warn, error: console.error }
  for (const method of ['log', 'warn', 'error'] as const)
    console[method] = (...args: unknown[]) => printed.push(`${method}: ${args.join(' ')}`)
  t.teardown(() => Object.assign(console, originals))
  let ready = false
  sendVikeConsoleToLog(() => (ready ? (logger as never) : undefined))

  const written: string[] = []
  const write = process.stdout.write
  process.stdout.write = ((chunk: string) => written.push(chunk)) as never
  console.warn('\x1b[33m[vike][Warning]\x1b[0m early, before the logger')
  process.stdout.write = write
  t.match(JSON.parse(written[0] as string), { level: 40, source: 'vike', msg: '[vike][Warning] early, before the logger' })

  ready = true
  console.warn('[vike][Warning][injectFilter()] We recommend %s', 'against')
  console.error(new Error('[vike][Error] broken'))
  console.log('[vike] a notice')
  console.warn('not from vike')
  console.error('Start-up failed: port in use')
  t.same(
    logged.map(({ level, msg }) => [level, msg]),
    [
      ['warn', '[vike][Warning][injectFilter()] We recommend against'],
      ['error', '[vike][Error] broken'],
      ['info', '[vike] a notice'],
    ],
  )
  t.match(logged[1]?.fields, { source: 'vike', err: Error })
  t.same(printed, ['warn: not from vike', 'error: Start-up failed: port in use'])
})

/**
 * Vike writes its warnings and notices with console.warn/console.error/
 * console.log (`[vike][Warning][injectFilter()] ...`): plain text lines in a
 * log that is otherwise one JSON object per line (pino), which breaks every
 * tool that reads the journal as JSON. In production those lines go through
 * the site's logger instead, as JSON with `source: "vike"`; anything else
 * written to the console is left alone (the start-up failure line, for one).
 */
import { format, stripVTControlCharacters } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'

type Level = 'info' | 'warn' | 'error'

/** The same line shape as pino's, for messages that come before the logger exists. */
function jsonLine(level: Level, msg: string) {
  const levels = { info: 30, warn: 40, error: 50 }
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, source: 'vike', msg })}\n`)
}

/** Sends Vike's console output to `logger()` (or, before there is one, as a JSON line of the same shape). */
export function sendVikeConsoleToLog(logger: () => FastifyBaseLogger | undefined) {
  const methods = [
    ['log', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ] as const
  for (const [method, level] of methods) {
    const original = console[method].bind(console)
    console[method] = (...args: unknown[]) => {
      const [first] = args
      const head = first instanceof Error ? first.message : typeof first === 'string' ? first : ''
      if (!stripVTControlCharacters(head).startsWith('[vike]')) return original(...args)
      const msg = stripVTControlCharacters(first instanceof Error ? first.message : format(...args))
      const log = logger()
      if (!log) return jsonLine(level, msg)
      log[level]({ source: 'vike', ...(first instanceof Error && { err: first }) }, msg)
    }
  }
}

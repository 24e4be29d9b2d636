/**
 * Builds the real app for a test, on a fresh SQLite file in a temp folder.
 * Pages need the production build (dist/); `npm test` builds before tap runs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BuildAppOptions, buildApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { migrate } from '../../server/db/migrate.ts'
import { TEST_FORM_SECRET } from './forms.ts'

export async function createTestApp(
  env: Record<string, string> = {},
  {
    logger = false,
    supportNotifierTiming,
    writeProbeEveryMs,
  }: Pick<BuildAppOptions, 'logger' | 'supportNotifierTiming' | 'writeProbeEveryMs'> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-test-'))
  const config = readConfig(
    { DATABASE_URL: `file:${join(dir, 'test.db')}`, LOG_LEVEL: 'silent', FORM_SECRET: TEST_FORM_SECRET, ...env },
    [],
  )
  migrate(config.databaseUrl)
  const app = await buildApp({ config, logger, supportNotifierTiming, writeProbeEveryMs })
  return {
    app,
    config,
    async close() {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** One line of the app's JSON log. */
interface LogLine {
  level: number
  msg: string
  [field: string]: unknown
}

/** The real app (createTestApp) logging at info, its JSON log lines kept, parsed, in `lines`; `errorLines()` are those at error level or above. */
export async function createTestAppWithLog(env: Record<string, string> = {}, options: Pick<BuildAppOptions, 'writeProbeEveryMs'> = {}) {
  const lines: LogLine[] = []
  const write = (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
  }
  const test = await createTestApp({ RATE_LIMIT_MAX: '1000', ...env }, { ...options, logger: { level: 'info', stream: { write } } })
  return { ...test, lines, errorLines: () => lines.filter((line) => line.level >= 50) }
}

/** A browser's user agent, as real visitors send. */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
}

// Where the browser tests' server listens and which database it writes;
// read by playwright.config.ts and by tests that look inside the database.
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** scripts/test.mjs picks a free port; 3210 when Playwright is run by hand. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210)
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`
export const e2eDatabaseFile = process.env.E2E_DATABASE_FILE ?? join(tmpdir(), `fztv-e2e-${e2ePort}.db`)

import { spawnSync } from 'node:child_process'
import { projectRoot } from '../../server/config.ts'
import { withoutTapHooks } from './tap-hooks.ts'

/** What `npm run backup` runs (package.json), with these settings and none other of the site's; its status and non-empty lines. */
export function runBackupScript(env: Record<string, string>, args: string[] = []) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|BACKUP_|PUBLIC_URL)/.test(name)))
  const [command, ...commandArgs] = withoutTapHooks([process.execPath, '--import', 'tsx', 'scripts/backup.ts', ...args])
  const result = spawnSync(command, commandArgs, {
    cwd: projectRoot,
    env: { ...clean, ...env },
    encoding: 'utf8',
  })
  const lines = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.trim() !== '')
  return { status: result.status, lines }
}

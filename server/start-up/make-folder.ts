/**
 * Making a folder, and saying why it could not be made. Node's recursive
 * mkdir reports ENOENT ("no such file or directory") when the folder is on a
 * read-only file system, a systemd unit's ProtectSystem=strict included,
 * which sends an operator looking for a missing folder. The nearest folder
 * that exists tells the real cause (EROFS, EACCES).
 */
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/** `path` itself if it exists, else the nearest folder above it that does (findmnt -T needs one that exists). */
function nearestExisting(path: string): string {
  let existing = path
  while (!existsSync(existing) && existing !== dirname(existing)) existing = dirname(existing)
  return existing
}

/** mkdir -p, throwing the real cause when a folder on the way cannot be made. */
export function makeFolder(path: string): void {
  try {
    mkdirSync(path, { recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    // Throws EROFS or EACCES, naming that folder; if it is writable after all, the ENOENT stands.
    accessSync(nearestExisting(dirname(path)), constants.W_OK)
    throw error
  }
}

/** Why a file in `folder` could not be written, in words, for a one-line message. */
export function writeFailureCause(error: unknown, folder: string): string {
  const code = (error as NodeJS.ErrnoException | null)?.code
  if (code === 'ENOSPC') return 'the disk is full'
  const existing = nearestExisting(folder)
  if (code === 'EROFS')
    return (
      `EROFS: ${folder} is on a read-only file system (under the systemd unit everything but its ReadWritePaths is read-only; ` +
      `otherwise the disk is mounted read-only: findmnt -T ${existing})`
    )
  if (code === 'EACCES' || code === 'EPERM') return `${code}: this user may not write in ${folder} (ls -ld ${existing})`
  if (typeof code === 'string') return code
  return error instanceof Error ? error.message : String(error)
}

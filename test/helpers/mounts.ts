/**
 * Small real file systems for the disk-fault tests: a tmpfs of a few hundred
 * KB fills up like a VPS disk. Mounting needs root (CI and the sessions run as
 * root); elsewhere the tests are skipped with the reason.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'

/** Why a tmpfs cannot be mounted here, or false when it can (tried once, on a throw-away folder). */
export const cannotMountTmpfs: string | false = (() => {
  if (process.getuid?.() !== 0) return 'mounting a small file system needs root'
  const probe = mkdtempSync(join(tmpdir(), 'fztv-mount-probe-'))
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0
  if (mounted) spawnSync('umount', ['-l', probe])
  rmSync(probe, { recursive: true, force: true })
  return mounted ? false : 'mount -t tmpfs is not allowed on this machine'
})()

/** Why a process cannot be given a mount namespace of its own (to see a folder read-only), or false when it can. */
export const cannotUnshareMounts: string | false =
  cannotMountTmpfs || (spawnSync('unshare', ['--mount', 'true']).status === 0 ? false : 'unshare --mount is not allowed on this machine')

/** A new folder with a tmpfs of `size` (e.g. '600k') mounted on it until the test ends; `readOnly` mounts it read-only. */
export function smallDisk(t: Test, size: string, { readOnly = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-small-disk-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}${readOnly ? ',ro' : ''}`, 'tmpfs', dir])
  t.teardown(() => {
    spawnSync('umount', ['-l', dir])
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}

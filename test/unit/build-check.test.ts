// `npm start`'s question, whether the build folder holds a build of the sources as they are now (scripts/build-check.mjs): a file
// whose details (size, times, inode) are those recorded at the build is not read again, so the answer must still be
// "no" for every change to an input's path or bytes, and "yes" for a file saved again unchanged.
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import t, { type Test } from 'tap'
import { projectRoot } from '../../server/config.ts'

type BuildCheck = typeof import('../../scripts/build-check.mjs')

/** A path in the scratch project's build folder (it holds two empty entry files, no build). */
const output = (path: string) => join('dist', path)

/** The inputs project() makes, in the stamp's order. */
const inputs = ['pages/index/+Page.tsx', 'content/sections/1.md', 'content/sections/2.md', 'lib/paths.ts', 'package-lock.json']

/** A project folder with a few inputs, a build's entry files and its own copy of the check (which reads the folder it sits in). */
async function project(t: Test) {
  const root = mkdtempSync(join(tmpdir(), 'fztv-build-check-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  write('pages/index/+Page.tsx', 'export default () => null\n')
  write('content/sections/1.md', '# One\n')
  write('content/sections/2.md', '# Two\n')
  write('lib/paths.ts', "export const home = '/'\n")
  write('package-lock.json', '{}\n')
  write(output('server/entry.mjs'), '')
  write(output('node/index.js'), '')
  mkdirSync(join(root, 'scripts'))
  copyFileSync(join(projectRoot, 'scripts', 'build-check.mjs'), join(root, 'scripts', 'build-check.mjs'))
  const check: BuildCheck = await import(pathToFileURL(join(root, 'scripts', 'build-check.mjs')).href)
  /** Records a build of the inputs as they are now. */
  const built = () => check.readSources().write()
  return { root, write, check, built }
}

t.test('a build is current until an input changes, whatever its size and times say', async (t) => {
  const { root, write, check, built } = await project(t)
  // A file changed in the last seconds is never trusted by its details (the next test): these are older, as after a build.
  await new Promise((resolve) => setTimeout(resolve, 3100))
  t.notOk(check.buildIsCurrent(), 'no record yet: build')
  built()
  t.ok(check.buildIsCurrent(), 'just built')
  const record = () => JSON.parse(readFileSync(join(root, output('.source-files')), 'utf8')) as { files: [string, string, string][] }
  t.ok(
    record().files.every(([, details]) => details !== ''),
    'each file is recorded with its details, so an unchanged one is not read again',
  )

  // The same bytes saved again: new times, the same content.
  write('content/sections/1.md', '# One\n')
  t.ok(check.buildIsCurrent(), 'a file saved again unchanged is still current (compared by its bytes)')

  // Other bytes of the same size, with the file's old modification time put back.
  const file = join(root, 'content/sections/2.md')
  const mtimeMs = Number(
    record()
      .files.find(([path]) => path === 'content/sections/2.md')?.[1]
      .split(':')[1],
  )
  writeFileSync(file, '# Tw0\n')
  utimesSync(file, new Date(mtimeMs), new Date(mtimeMs))
  t.notOk(check.buildIsCurrent(), 'a changed file is a new build, though its size and modification time are as recorded')
  built()
  t.ok(check.buildIsCurrent())

  write('content/sections/3.md', '# Three\n')
  t.notOk(check.buildIsCurrent(), 'a file added')
  unlinkSync(join(root, 'content/sections/3.md'))
  t.ok(check.buildIsCurrent(), 'and taken away again')
  renameSync(join(root, 'content/sections/2.md'), join(root, 'content/sections/two.md'))
  t.notOk(check.buildIsCurrent(), 'a file renamed')
  renameSync(join(root, 'content/sections/two.md'), join(root, 'content/sections/2.md'))
  unlinkSync(join(root, 'lib/paths.ts'))
  t.notOk(check.buildIsCurrent(), 'a file removed')
  write('lib/paths.ts', "export const home = '/'\n")
  built()
  t.ok(check.buildIsCurrent())
  write('package-lock.json', '{ }\n')
  t.notOk(check.buildIsCurrent(), 'a single file input changed')
  built()

  rmSync(join(root, output('node/index.js')))
  t.notOk(check.buildIsCurrent(), "the server's entry missing")
  write(output('node/index.js'), '')
  t.ok(check.buildIsCurrent())
  writeFileSync(join(root, output('.source-stamp')), 'another build')
  t.notOk(check.buildIsCurrent(), 'a stamp that is not the record’s (a build interrupted)')
})

t.test('the stamp is a hash of every input path and its bytes, in order; a file changed as it was recorded is always read', async (t) => {
  const { root, write, check } = await project(t)
  const hash = createHash('sha256')
  // The inputs' order (pages, ..., content, ..., lib, ..., package-lock.json), each folder's entries by name.
  for (const path of inputs)
    hash
      .update(path)
      .update('\0')
      .update(readFileSync(join(root, path)))
      .update('\0')
  t.equal(check.readSources().stamp, hash.digest('hex'))

  // Files written a moment ago (as here) may be written again within the same tick of the file system's clock.
  write('lib/paths.ts', "export const home = '/'\n")
  check.readSources().write()
  const recorded = JSON.parse(readFileSync(join(root, output('.source-files')), 'utf8')) as { files: [string, string, string][] }
  t.same(
    recorded.files.filter(([, details]) => details === '').map(([path]) => path),
    inputs,
    'every file changed within the last seconds is recorded without its details, so it is compared by its bytes',
  )
  writeFileSync(join(root, 'lib/paths.ts'), "export const home = '?'\n")
  t.notOk(check.buildIsCurrent())
})

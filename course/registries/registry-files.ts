/**
 * The one reader of the two registries beside the lessons, content/facts/
 * (course/registries/facts.ts) and content/terms/ (course/registries/terms.ts): each is a folder
 * of YAML files, each file a list of entries with a unique id.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'

/**
 * Reads every <root>/<folder>/*.yaml in name order, validating each entry
 * against `schema`; a bad file, a bad entry or an id used twice throws the
 * error `fail` makes, naming the file and the entry ('fact "x"', 'term 3').
 * A missing folder is an empty registry. `textOf` reads a file by its path
 * from the root ('facts/x.yaml'): the file itself unless a language's reader
 * gives its translation instead.
 */
export function readRegistryFolder<Schema extends z.ZodType<{ id: string }>>(
  root: string,
  folder: string,
  schema: Schema,
  noun: string,
  fail: (message: string) => Error,
  textOf: (file: string) => string = (file) => readFileSync(join(root, file), 'utf8'),
): Map<string, z.infer<Schema> & { file: string }> {
  const entries = new Map<string, z.infer<Schema> & { file: string }>()
  let files: string[]
  try {
    files = readdirSync(join(root, folder)).filter((file) => file.endsWith('.yaml'))
  } catch {
    return entries
  }
  for (const name of files.sort()) {
    const file = `${folder}/${name}`
    const text = textOf(file)
    let list: unknown
    try {
      list = parseYaml(text)
    } catch (error) {
      throw fail(`content/${file}: is not valid YAML (${(error as Error).message})`)
    }
    if (!Array.isArray(list)) throw fail(`content/${file}: must be a list of ${noun}s ({ id, text, source, checked })`)
    list.forEach((entry, index) => {
      const label = typeof entry?.id === 'string' ? `${noun} "${entry.id}"` : `${noun} ${index + 1}`
      const result = schema.safeParse(entry)
      if (!result.success) {
        const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(whole entry)'}: ${issue.message}`)
        throw fail(`content/${file}: ${label} is invalid\n${problems.join('\n')}`)
      }
      const data = result.data as z.infer<Schema>
      const earlier = entries.get(data.id)
      if (earlier) throw fail(`content/${file}: ${label} is already defined in content/${earlier.file}`)
      entries.set(data.id, { ...data, file })
    })
  }
  return entries
}

// Every setting is an environment variable, read in server/config.ts and
// listed with its default in .env.example and in the README's table.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { ENVIRONMENT_VARIABLES, projectRoot } from '../../server/config.ts'

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8')

t.test('every variable the server reads is in .env.example and the README', async (t) => {
  const variables = ENVIRONMENT_VARIABLES
  t.ok(variables.includes('DATABASE_URL') && variables.includes('REDIS_URL'), `found ${variables.join(', ')}`)
  const example = read('.env.example')
  const readme = read('README.md')
  for (const name of variables) {
    t.match(example, new RegExp(`^#? ?${name}=`, 'm'), `.env.example lists ${name}`)
    t.match(readme, new RegExp(`\\| \`${name}\` +\\|`), `the README's table lists ${name}`)
  }
})

// What the project checker tells a learner in words: the patterns of a check
// as plain words, an error the app did not catch explained, and files it
// cannot run (a React project) recognised with what to do instead.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { CheckStep } from '../../course/checks/check-steps.ts'
import { checkerRun as en } from '../../lib/i18n/messages/en/checker-run.ts'
import { checkerRun as es } from '../../lib/i18n/messages/es/checker-run.ts'
import { isPlainWords, patternInWords } from '../../lib/pattern-words.ts'
import { errorFixPrompt, explainError, whereOf } from '../../renderer/features/project-checker/app-errors.ts'
import { cannotRun } from '../../renderer/features/project-checker/cannot-run.ts'

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'projects')
const fixture = (project: string, name: string) => {
  const read = (file: string) => {
    try {
      return readFileSync(join(FIXTURES, project, name, file), 'utf8')
    } catch {
      return ''
    }
  }
  return { html: read('index.html'), css: read('style.css'), js: read('script.js') }
}

t.test('a pattern reads as the words it stands for; pattern syntax is not plain words', async (t) => {
  t.equal(patternInWords('^Say hello$'), 'Say hello')
  t.equal(patternInWords('\\bmade\\b'), 'made')
  t.equal(patternInWords('40\\.5'), '40.5')
  t.equal(patternInWords('^\\+$'), '+')
  t.equal(patternInWords(".*Can't divide by zero.*"), "Can't divide by zero")
  for (const plain of ['Say hello', '^active$', '\\b3 tasks left\\b', '^\\.$', '^×$', '40\\.5', 'Hello'])
    t.ok(isPlainWords(plain), `${plain} is plain words`)
  for (const syntax of ['hello,? world', '(made|built)', '^[.·]$', '^a?c$', '^\\W*to\\b', 'stor(y|ies)', 'a.*b', '\\b', 'x+'])
    t.notOk(isPlainWords(syntax), `${syntax} is not`)
})

t.test('the content schema refuses a check whose first pattern the learner could not read', async (t) => {
  t.ok(CheckStep.safeParse({ expectHeading: ['Hello', 'hello,? world'] }).success)
  const refused = CheckStep.safeParse({ expectHeading: 'hello,? world' })
  t.notOk(refused.success)
  t.match(JSON.stringify(refused.error?.issues), /plain words first/)
  t.notOk(CheckStep.safeParse({ click: ['(say|wave) hello', 'hello'] }).success)
})

t.test('an uncaught error: where it happened, what it means in one plain sentence, and a CLEAR prompt holding it', async (t) => {
  const typo = { level: 'uncaught' as const, text: 'ReferenceError: mesage is not defined', file: 'script.js' as const, line: 10 }
  t.equal(whereOf(typo, en), 'script.js, line 10')
  t.equal(whereOf({ level: 'uncaught', text: 'x', file: 'index.html' }, en), 'index.html')
  t.equal(whereOf({ level: 'uncaught', text: 'x' }, en), 'your app (a promise that failed)')
  t.match(explainError(typo.text, en), /typo/)
  t.match(explainError("TypeError: Cannot read properties of null (reading 'addEventListener')", en), /found nothing: its id may not match/)
  t.match(explainError('SyntaxError: Unexpected token', en), /none of it ran/)
  const prompt = errorFixPrompt(en, 'Hello World Web Page', typo, ['Each click on the button shows a new friendly message'])
  t.same(
    prompt.split('\n').map((line) => line.split(':')[0]),
    ['Context', 'Length', 'Examples', 'Actions', 'Role'],
  )
  t.match(prompt, /Examples: The browser's console shows this error: "ReferenceError: mesage is not defined", in script\.js, line 10\./)
  t.match(prompt, /Then check that these work again: "Each click on the button shows a new friendly message"\./)
})

t.test('in Spanish: where, what it means and the prompt, with the error as the browser printed it', async (t) => {
  const typo = { level: 'uncaught' as const, text: 'ReferenceError: mesage is not defined', file: 'script.js' as const, line: 10 }
  t.equal(whereOf(typo, es), 'script.js, línea 10')
  t.match(explainError(typo.text, es), /error de tipeo/)
  const prompt = errorFixPrompt(es, 'Página web Hola Mundo', typo, ['Cada clic muestra un mensaje nuevo'], {
    written: 'mesage',
    right: 'message',
  })
  t.same(
    prompt.split('\n').map((line) => line.split(':')[0]),
    ['Context', 'Length', 'Examples', 'Actions', 'Role'],
    'the CLEAR labels stay as the course teaches them',
  )
  t.match(
    prompt,
    /La consola del navegador muestra este error: "ReferenceError: mesage is not defined", en script\.js, línea 10\. "mesage" puede ser "message" mal escrito\./,
  )
  t.match(prompt, /Luego revisa que esto vuelva a funcionar: "Cada clic muestra un mensaje nuevo"\./)
  t.match(es[cannotRun(fixture('1', 'cannot-run-react')) ?? 'cannotRunPackageJson'], /proyecto de React/)
})

t.test(
  'a pasted React project, a package.json or package imports cannot run, and each says so; no app of the course is refused',
  async (t) => {
    const react = cannotRun(fixture('1', 'cannot-run-react'))
    t.equal(react, 'cannotRunReactProject')
    t.match(react && en[react], /React project/)
    t.match(en.plainFilesPrompt, /plain HTML, CSS and JavaScript/)
    const packageJson = cannotRun({ html: '', css: '', js: '{\n  "name": "app",\n  "scripts": { "dev": "vite" }\n}' })
    t.match(packageJson && en[packageJson], /package\.json/)
    const imports = cannotRun({ html: '<p>x</p>', css: '', js: "import confetti from 'canvas-confetti'\nconfetti()" })
    t.match(imports && en[imports], /imports packages/)
    t.equal(cannotRun({ html: '<p>x</p>', css: '', js: "import { add } from './math.js'" }), undefined)
    for (const project of readdirSync(FIXTURES))
      for (const name of readdirSync(join(FIXTURES, project)).filter((name) => !name.startsWith('cannot-run')))
        t.equal(cannotRun(fixture(project, name)), undefined, `${project}/${name} runs`)
  },
)

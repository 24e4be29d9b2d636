// The CLEAR prompt builder on the server: parsing labelled prompts, prefill,
// assembly, the query of the form sent without JavaScript, and the pages that
// render it (needs the production build: npm test builds first).
import t from 'tap'
import { actionSteps, assemblePrompt, type ClearAnswers, clearMaxLength } from '../../renderer/features/prompt-builder/clear-prompt.ts'
import { parseClearPrompt, prefillAnswers, promptBuilderData } from '../../renderer/features/prompt-builder/prompt-builder.server.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { EXAMPLE_ANSWERS, EXAMPLE_PROMPT } from '../helpers/clear-example.ts'

const answers: ClearAnswers = EXAMPLE_ANSWERS
const assembled = EXAMPLE_PROMPT

t.test('assembles the five parts in CLEAR order, actions as a list, empty parts left out', async (t) => {
  t.equal(assemblePrompt(answers), assembled)
  t.same(actionSteps(answers.actions), ['Show the date', 'Collect names', 'Count the guests'])
  t.equal(
    assemblePrompt({ ...answers, length: '  ', examples: '', actions: '\n' }),
    'Context: A birthday RSVP page for my friends\nRole: A patient web developer',
  )
  t.equal(
    assemblePrompt({ ...answers, context: 'two\nlines' }).split('\n')[0],
    'Context: two lines',
    'a part other than Actions stays on its line',
  )
})

t.test('parses a labelled CLEAR prompt back into its parts', async (t) => {
  t.same(parseClearPrompt(assembled), { ...answers, actions: 'Show the date\nCollect names\nCount the guests' })
  t.same(parseClearPrompt('Intro line\nContext: A page\nthat continues\nActions:\n- One\nRole: Coach'), {
    context: 'A page that continues',
    actions: 'One',
    role: 'Coach',
  })
  t.equal(parseClearPrompt('Build a one-page website.\nWhat to build:\n- A heading'), undefined, 'a prompt not in CLEAR form')
  t.equal(parseClearPrompt('Context: only context'), undefined, 'Context without Actions is not enough')
})

const project = {
  title: 'Quiz Game',
  description: 'A quiz with ten questions.',
  features: ['Ten questions', 'A score at the end'],
  aiPrompt: 'Make a quiz game.',
}

t.test('prefill: the CLEAR parts of the project prompt, else its title, description and features', async (t) => {
  const fallback = prefillAnswers(project)
  t.match(fallback.context, /^Quiz Game: A quiz with ten questions\./)
  t.equal(fallback.actions, 'Ten questions\nA score at the end')
  t.ok(fallback.length && fallback.role, 'length and role have a starting answer')
  const labelled = prefillAnswers({ ...project, aiPrompt: 'Context: A quiz for a pub night\nActions:\n- Ask\n- Score' })
  t.equal(labelled.context, 'A quiz for a pub night')
  t.equal(labelled.actions, 'Ask\nScore')
  t.equal(labelled.role, fallback.role, 'a part the prompt lacks comes from the fallback')
  const ownPromptFirst = prefillAnswers({
    ...project,
    aiPrompt: 'Context: Our secret answer\nActions:\n- Ours',
    requirements: ['Ask ten questions', 'Keep score'],
  })
  t.same(
    ownPromptFirst,
    { ...fallback, actions: 'Ask ten questions\nKeep score' },
    'where the learner writes first, our prompt is not used',
  )
})

t.test('the query: answers once the form was sent, a refused answer named', async (t) => {
  t.same(promptBuilderData(project, {}, 'en'), { answers: prefillAnswers(project), errors: {} })
  t.same(promptBuilderData(project, { utm_source: 'x' }, 'en').answers, prefillAnswers(project), 'other parameters do not count as sending')
  const sent = promptBuilderData(project, { context: 'Mine', actions: 'a\r\nb' }, 'en')
  t.same(sent.answers, { context: 'Mine', length: '', examples: '', actions: 'a\nb', role: '' })
  const tooLong = promptBuilderData(project, { ...answers, role: 'x'.repeat(clearMaxLength.role + 1) }, 'en')
  t.match(tooLong.errors, { role: /^Role is too long: at most 300 characters/ })
  t.equal(tooLong.answers.role, prefillAnswers(project).role, 'the refused text is not used')
  t.equal(tooLong.answers.context, answers.context)
  const fullList = 'a\r\n'.repeat(clearMaxLength.actions / 2)
  t.same(
    promptBuilderData(project, { actions: fullList }, 'en').errors,
    {},
    'line breaks sent as CRLF count once, as the form counted them',
  )
})

t.test('pages', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const get = (url: string) => app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })

  await t.test('project and section 6 pages render the prompt from the query, without JavaScript', async (t) => {
    const query = new URLSearchParams(answers).toString()
    for (const path of ['/project2', '/featured-project3', '/section6']) {
      const response = await get(`${path}?${query}`)
      t.equal(response.statusCode, 200, path)
      t.match(response.body, `action="${path}#prompt-builder" method="get"`, `${path}: a GET form to itself`)
      const prompt = /Your CLEAR prompt<\/h2>[\s\S]*?<pre>([\s\S]*?)<\/pre>/.exec(response.body)?.[1]
      t.equal(prompt?.replace(/&#x27;/g, "'"), assembled, `${path}: the assembled prompt`)
    }
    const refused = await get(`/project1?context=${'x'.repeat(clearMaxLength.context + 1)}`)
    t.match(refused.body, 'Context is too long')
    t.notMatch(refused.body, 'Your CLEAR prompt', 'no prompt while an answer is refused')
  })

  await t.test('section 1 has no builder; the same URL with a query is not cached', async (t) => {
    // The builder's element, not its name (the page's inline CSS names every component).
    t.notMatch((await get('/section1')).body, 'id="prompt-builder"')
    const first = await get('/project1?context=First&actions=a')
    const second = await get('/project1?context=Second&actions=a')
    t.match(first.body, 'Context: First')
    t.match(second.body, 'Context: Second')
    t.notOk(second.headers.etag, 'answered by the renderer, not the page cache')
  })
})

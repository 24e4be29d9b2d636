// The project page's prompt: copy it (learning projects 1-2), or write your
// own from the requirements and then open ours (later projects; a native
// <details>, so it works without JavaScript).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import t from 'tap'
import type { PageContext } from 'vike/types'
import { loadMessages } from '../../lib/i18n/messages.ts'
import { ProjectPrompt } from '../../renderer/components/project-prompt.tsx'
import { PageContextProvider } from '../../renderer/frame/use-page-context.tsx'

// Its copy button speaks the page's language, read from the page's context and its loaded messages.
await loadMessages('en')

/** The prompt on an English page (its words come from the page's language). */
const onEnglishPage = (props: Parameters<typeof ProjectPrompt>[0]) =>
  renderToStaticMarkup(
    // biome-ignore lint/correctness/noChildrenProp: a .ts test has no JSX, and the provider's props type requires children
    createElement(PageContextProvider, { pageContext: { locale: 'en' } as PageContext, children: createElement(ProjectPrompt, props) }),
  )

const prompt = {
  title: 'Quick Start AI Prompt',
  text: 'Context: a to-do list for one person.\nLength: one page.',
  hint: 'Copy this prompt.',
}

t.test('without requirements the prompt is shown to copy', async (t) => {
  const html = onEnglishPage({ prompt })
  t.match(html, /^<section class="prompt-box" aria-label="Quick Start AI Prompt" id="magic-ai-prompt">/)
  t.match(html, /<pre>Context: a to-do list for one person.\nLength: one page.<\/pre><p class="prompt-box-hint">Copy this prompt.<\/p>/)
  t.notMatch(html, /<details|Write your own prompt/)
})

t.test('with requirements the learner writes first, and our prompt waits behind a disclosure', async (t) => {
  const requirements = ['A box to type a task', 'A list of tasks', 'Tick a task as done', 'Tasks stay after a reload']
  const html = onEnglishPage({ prompt, requirements })
  const order = [
    /<section class="own-prompt" aria-labelledby="([^"]+)"><h2 id="\1">Write your own prompt<\/h2>/,
    /<a href="\/section3#step-6-write-your-first-prompt-with-clear">CLEAR<\/a>/,
    /<ul class="own-prompt-requirements"><li>A box to type a task<\/li><li>A list of tasks<\/li><li>Tick a task as done<\/li><li>Tasks stay after a reload<\/li><\/ul>/,
    /<details class="own-prompt-compare"><summary>Compare with our prompt<\/summary><section class="prompt-box"/,
    /<pre>Context: a to-do list for one person.\nLength: one page.<\/pre>/,
    /<\/details><\/section>$/,
  ]
  let rest = html
  for (const part of order) {
    const match = part.exec(rest)
    t.ok(match, `${part.source.slice(0, 60)} comes next`)
    rest = match ? rest.slice(match.index + match[0].length) : rest
  }
  t.notMatch(html, /Copy this prompt\./, 'the hint speaks of comparing, not copying')
  t.notMatch(html, /<details[^>]* open/, 'closed until the learner opens it')
})

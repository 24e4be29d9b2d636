// The harness's own role, label and placeholder finder
// (renderer/features/project-checker/harness/roles.ts) against Testing
// Library's, on the same pages in Chromium: pages written for the cases the
// checks meet (buttons, links, text boxes by their label, checkboxes,
// headings, lists, radio buttons, drop-downs, hidden elements), and every
// learning project's fixture apps as they stand once loaded. Each query is
// asked with every pattern the projects' check steps use, and both must find
// the same elements in the same order. And the order a click step picks its
// button in (find.ts, buttonsNamed).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import t from 'tap'
import { siteContent } from '../helpers/site-content.ts'

const root = join(import.meta.dirname, '..', '..')
const FIXTURES = join(root, 'test', 'fixtures', 'projects')
const ROLES = ['button', 'checkbox', 'heading', 'link', 'listitem', 'radio', 'searchbox', 'textbox'] as const

/** Both finders and their comparison (test/helpers/harness-roles-page.ts), bundled for the page. */
async function findersScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'test', 'helpers', 'harness-roles-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    define: { 'process.env': '{}' },
    logLevel: 'error',
  })
  return result.outputFiles[0]?.text ?? ''
}

/** Every pattern a learning project's check steps find something by (a text box, a button, a choice, a heading). */
async function stepPatterns(): Promise<string[]> {
  const patterns = new Set<string>()
  const KEYS = ['into', 'labelled', 'tabToTextBox', 'click', 'tabToButton', 'buttons', 'choose', 'in', 'chooseByKeyboard', 'expectHeading']
  for (const project of (await siteContent()).learningProjects)
    for (const check of project.checks ?? [])
      for (const step of check.steps)
        for (const [key, value] of Object.entries(step))
          if (KEYS.includes(key)) for (const pattern of [value].flat()) if (typeof pattern === 'string') patterns.add(pattern)
  return [...patterns]
}

/** Pages written for the cases: each a body. */
const CASES: Record<string, string> = {
  'buttons and links': `
    <button>Add</button> <button aria-label="Delete Buy milk">×</button> <button role="presentation">Not one</button>
    <div role="button" tabindex="0">Div button</div> <span role="link button">Link first</span>
    <input type="submit" value="Send"> <input type="button" value="Go"> <input type="reset"> <input type="image" alt="Picture">
    <a href="/x">A link</a> <a>No address</a> <a href="">Empty address</a> <a href="#top" title="Back up"><img alt=""></a>
    <button><span>Clear</span> done</button> <button title="Say hello"></button> <button aria-labelledby="b1">?</button><span id="b1">Say hello</span>`,
  'text boxes by their label': `
    <label for="t">New task</label><input id="t"> <label>What to do <input name="w"></label>
    <input placeholder="Add a task"> <input type="search" placeholder="Search"> <input type="email" aria-label="Email">
    <input type="text" list="l"><datalist id="l"></datalist> <input type="number" aria-label="Count">
    <input type="password" aria-label="Password"> <input type="foo" aria-label="Unknown type"> <input type="TEXT" placeholder="Shouting">
    <textarea aria-labelledby="n1 n2"></textarea><span id="n1">Your</span><span id="n2">note</span>
    <input id="m"><label for="m">First name</label><label for="m">Given name</label>
    <input aria-labelledby=" " placeholder="Odd"> <label>Name <input placeholder="Your name"> <button>Clear</button></label>
    <input type="hidden" aria-label="Hidden field"> <div role="textbox" aria-label="Task" contenteditable></div>`,
  'checkboxes, radio buttons and drop-downs': `
    <ul><li><input type="checkbox" id="c1"><label for="c1">Buy milk</label></li><li><label><input type="checkbox"> Call Grandma</label></li>
    <li><span role="checkbox" aria-checked="false" tabindex="0"></span> Walk</li></ul>
    <fieldset><legend>Theme</legend><label><input type="radio" name="t"> Dark</label><label><input type="radio" name="t" checked> Light</label></fieldset>
    <div role="radiogroup"><div role="radio" aria-checked="true">Sunny</div></div>
    <select aria-label="Colour"><option>Red</option></select> <label>Size <select><option>S</option></select></label>`,
  'headings and lists': `
    <h1>My tasks</h1> <h2 hidden>Hidden heading</h2> <div role="heading" aria-level="3">Made heading</div> <h3 role="">Not one</h3>
    <ul><li>One</li><li style="display:none">Gone</li><li aria-hidden="true">Hidden from readers</li><li style="visibility:hidden">Invisible</li></ul>
    <ol role="list"><li role="">No role</li><li role="listitem">Named role</li></ol> <div role="list"><div role="listitem">Made item</div></div>`,
  'hidden elements': `
    <div style="display:none"><button>Inside display none</button><h2>Gone heading</h2></div>
    <div hidden><a href="/a">Hidden link</a></div> <div aria-hidden="true"><input aria-label="Hidden box"></div>
    <div style="visibility:hidden"><button>Invisible</button><span style="visibility:visible"><button>Visible again</button></span></div>
    <details><summary>More</summary><button>In closed details</button></details> <button style="opacity:0">See-through</button>`,
}

/** Each fixture app of each learning project, its files inlined as the sandbox does. */
function fixtureApps(): Array<{ name: string; html: string }> {
  const read = (dir: string, file: string) => {
    try {
      return readFileSync(join(dir, file), 'utf8')
    } catch {
      return ''
    }
  }
  return readdirSync(FIXTURES).flatMap((project) =>
    readdirSync(join(FIXTURES, project)).map((fixture) => {
      const dir = join(FIXTURES, project, fixture)
      const html = read(dir, 'index.html')
        .replace(/<link\b[^>]*style\.css[^>]*>/i, () => `<style>${read(dir, 'style.css')}</style>`)
        .replace(/<script\b[^>]*script\.js[^>]*><\/script>/i, () => `<script>${read(dir, 'script.js')}</script>`)
      return { name: `project ${project}, ${fixture}`, html }
    }),
  )
}

const script = await findersScript()
const patterns = await stepPatterns()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
t.teardown(() => browser.close())
const page = await browser.newPage()
// Served from an address of its own, so the apps have the localStorage they read as they start.
let served = ''
await page.route('http://fixture.test/', (route) => route.fulfill({ body: served, contentType: 'text/html' }))

const cases = [
  ...Object.entries(CASES).map(([name, body]) => ({ name, html: `<!doctype html><html lang="en"><body>${body}</body></html>` })),
  ...fixtureApps(),
]
const casePatterns = [
  ...patterns,
  'Buy milk',
  'Delete',
  'Say hello',
  'Task',
  'Name',
  'Colour',
  'Size',
  'Search',
  'Picture',
  'Back up',
  '^$',
  '.',
]

// Many fixture apps differ from another only in what their script does later: once loaded, their pages are the same
// markup, and both finders read only the page as it stands (its elements, their attributes and styles, all in the
// serialised document but for the scripts' source: a property a script sets, such as `hidden` or `style`, shows as
// an attribute), so the same
// queries on the same markup give the same answers. Each distinct page is compared once; a page seen before names
// the case that compared it (Testing Library's role queries are most of this file's processor time).
const compared = new Map<string, string>()
for (const { name, html } of cases)
  t.test(name, async (t) => {
    served = html
    await page.goto('http://fixture.test/')
    const markup = await page.evaluate(() => {
      // Without the scripts' source (a script element is never found, nor shown): the markup as the finders see it.
      const copy = document.documentElement.cloneNode(true) as HTMLElement
      for (const element of copy.querySelectorAll('script')) element.textContent = ''
      return copy.outerHTML
    })
    const same = compared.get(markup)
    if (same) {
      t.pass(`once loaded, the same page as ${same}, compared there`)
      return
    }
    compared.set(markup, name)
    await page.addScriptTag({ content: script })
    const { asked, differences } = await page.evaluate((asked) => window.compareFinders(asked), { roles: ROLES, patterns: casePatterns })
    t.strictSame(differences, [], `the harness finds what Testing Library finds (${asked} queries)`)
  })

// A step lists the name it means first and looser ones after it: project 5's "Try again" step ends with "generat", so
// an app with only a Generate button still passes. With both buttons, "Try again" is the one pressed, though
// "Generate story" comes first on the page; buttons named by the same pattern keep the page's order.
t.test('a click step presses the button its first matching pattern names, then the first in the page', async (t) => {
  served = `<!doctype html><html lang="en"><body><button>Generate story</button><button>Copy story</button>
    <button>Try again</button><button>Save story</button><button>Tell me another</button></body></html>`
  await page.goto('http://fixture.test/')
  await page.addScriptTag({ content: script })
  const buttonsFor = (patterns: string[]) => page.evaluate((patterns) => window.buttonsFor(patterns), patterns)
  t.strictSame(await buttonsFor(['Try again', 'another', 'generat']), ['Try again', 'Tell me another', 'Generate story'])
  t.strictSame(await buttonsFor(['another', 'again']), ['Tell me another', 'Try again'])
  t.strictSame(await buttonsFor(['generat', 'story']), ['Generate story', 'Copy story', 'Save story'])
  t.strictSame(await buttonsFor(['nothing', 'copy|save']), ['Copy story', 'Save story'])
})

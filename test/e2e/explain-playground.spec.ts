// "Explain your app" in /playground: a learning project chosen there checks
// the pasted app against that project's requirements, and once they pass the
// same section as on the project's page asks about the learner's own code,
// its answers kept under that project. Without JavaScript the page says what
// choosing a project would do, and that it needs JavaScript.
import { expect, test } from '@playwright/test'
import { siteContent } from '../helpers/site-content.ts'
import { axeViolationsInBothThemes } from './axe.ts'
import { fixture, paste } from './checker-fixtures.ts'

const { learningProjects } = await siteContent()
const project1 = learningProjects.find((project) => project.id === 1)
const REQUIREMENTS = project1?.checks ?? []
/** Project 1's requirement whose lines a reader names: 10 and 11 of script.js (explain-app-projects.spec.ts). */
const CLICK = REQUIREMENTS.findIndex((requirement) => requirement.text.startsWith('Each click'))

test('without JavaScript, /playground says that running an app, and checking it as a learning project, need JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/playground')
  await expect(page.locator('.notice')).toContainText(
    /Running an app here needs JavaScript.*With it, you can also choose a learning project: the playground checks your app against its requirements, and once they pass, Explain your app asks you about your own code\./,
  )
  // No chooser that could do nothing: it is inside the part shown only with scripting.
  await expect(page.getByLabel('Check it as a learning project')).toBeHidden()
  await context.close()
})

test('a project chosen in /playground: the pasted reference app passes its requirements, and Find the line is answered right; keyboard only; axe in both themes', async ({
  page,
}) => {
  test.setTimeout(360_000)
  expect(CLICK, 'project 1 has the "Each click" requirement').toBeGreaterThanOrEqual(0)
  await page.goto('/playground')
  const chooser = page.getByLabel('Check it as a learning project')
  await expect(chooser).toHaveValue('')
  // With no project, the playground runs the app and checks nothing.
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible()

  await test.step('with the keyboard: the chooser takes the first project, and the checker appears without taking the focus', async () => {
    await chooser.focus()
    await page.keyboard.press('ArrowDown')
    await expect(chooser).toHaveValue('project1')
    await expect(page.getByRole('heading', { name: `Checking your app as “${project1?.title}”` })).toBeVisible({ timeout: 30_000 })
    await expect(chooser).toBeFocused()
    // The checker's own Run and check replaces the plain Run.
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeHidden()
  })

  const region = page.getByRole('region', { name: `Checking your app as “${project1?.title}”` })
  await paste(region, fixture(1, 'reference-three-files'))
  await region.getByRole('button', { name: 'Run and check' }).focus()
  await page.keyboard.press('Enter')
  await expect(region.locator('.checker-status')).toHaveText(
    new RegExp(`All ${REQUIREMENTS.length} requirements passed.*Everyone and safety:`),
    {
      timeout: 180_000,
    },
  )

  const section = region.getByRole('region', { name: 'Explain your app' })
  await test.step('with the keyboard: choose the requirement, ask, reach line 10 of script.js with the arrow keys, tap it with Enter', async () => {
    const requirement = section.getByLabel('Requirement to ask about')
    await requirement.focus()
    for (let index = 0; index < CLICK; index++) await page.keyboard.press('ArrowDown')
    await expect(requirement).toHaveValue(String(CLICK))
    await page.keyboard.press('Tab')
    await expect(section.getByRole('button', { name: 'Ask me about my code' })).toBeFocused()
    await page.keyboard.press('Enter')
    const ask = section.locator('.explain-ask')
    await expect(ask).toHaveText(`Which line of your code makes this work: “${REQUIREMENTS[CLICK]?.text}”?`, { timeout: 120_000 })
    await expect(ask).toBeFocused()
    await page.keyboard.press('Tab')
    const target = section.getByRole('list', { name: 'script.js' }).getByRole('listitem').nth(9).getByRole('button')
    // One line button in the tab order; the arrow keys walk the lines (index.html's first, if it has any to ask about).
    for (let step = 0; step < 40 && !(await target.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('ArrowDown')
    }
    await expect(target).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(section.getByRole('status')).toHaveText(/^Right: this requirement needs line 10 of script\.js\./, { timeout: 60_000 })
  })

  await test.step('axe in both themes on the answered question', async () => {
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] })
  })

  // The answer counts for project 1, as one given on its own page would.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('fztv-explain') ?? '{}')))
    .toMatchObject({ [`project1/find/${CLICK}`]: { right: true } })
})

test('each other learning project chosen in /playground: its checks load then, its reference app passes them, and Explain your app asks about its requirements', async ({
  page,
}) => {
  const others = learningProjects.filter((project) => project.id !== 1 && project.checks.length > 0)
  test.setTimeout(120_000 * others.length)
  await page.goto('/playground')
  const chooser = page.getByLabel('Check it as a learning project')
  await test.step('checks that cannot load say so, and choosing the project again loads them', async () => {
    await page.route('**/api/project-checks/*', (route) => route.abort())
    // The choice is the page's first use: the runner's island hydrates then (React loaded, the held change replayed),
    // and only then asks for the checks. 15 s, as for a worker's first page on a busy 2-core machine (hydration.ts).
    await chooser.selectOption(`project${others[0]?.id}`)
    await expect(page.getByRole('alert')).toHaveText('The checker could not load. Check your connection and choose the project again.', {
      timeout: 15_000,
    })
    await page.unroute('**/api/project-checks/*')
    await chooser.selectOption('')
  })
  for (const project of others)
    await test.step(`project ${project.id}`, async () => {
      // At this build's version of the checks: an address whose answer never changes (server/routes/project-checks.ts).
      const loaded = page.waitForResponse((response) =>
        new RegExp(`/api/project-checks/project${project.id}\\?v=[0-9a-f]{16}$`).test(response.url()),
      )
      await chooser.selectOption(`project${project.id}`)
      const response = await loaded
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      const region = page.getByRole('region', { name: `Checking your app as “${project.title}”` })
      await paste(region, fixture(project.id, 'reference-single-file'))
      await region.getByRole('button', { name: 'Run and check' }).click()
      await expect(region.locator('.checker-status')).toHaveText(
        new RegExp(`All ${project.checks.length} requirements passed.*Everyone and safety:`),
        { timeout: 120_000 },
      )
      const section = region.getByRole('region', { name: 'Explain your app' })
      await expect(section.getByLabel('Requirement to ask about').locator('option')).toHaveText(project.checks.map((check) => check.text))
      await expect(section.getByRole('button', { name: 'Change my app' })).toBeVisible()
    })
})

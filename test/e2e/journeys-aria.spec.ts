// The journeys as a screen reader hears them (issue 25, item 7): each key
// state pinned as an accessibility-tree snapshot, so a change that silently
// alters a name, a role, a state or what is announced fails here.
// Regenerate after a deliberate change with
//   npx playwright test test/e2e/journeys-aria.spec.ts --update-snapshots --update-source-method=overwrite
// and read the diff: it is what a screen reader user now hears.
// Answering a knowledge check and running a project check are not pinned
// yet: both features are being built.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './hydration.ts'

test.describe.configure({ mode: 'parallel' })

test('search from the header: the typed query, its instant results, and the results page', async ({ page }) => {
  await page.goto('/guide')
  await waitForHydration(page)
  const box = page.locator('#search-desktop')
  await box.fill('deplo')
  const list = page.getByRole('listbox', { name: 'Quick search results' })
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(box).toMatchAriaSnapshot(`
    - combobox "Search the course" [expanded]: deplo
  `)
  await expect(list).toMatchAriaSnapshot(`
    - listbox "Quick search results":
      - option "Deploying Your App Tutorial"
      - option "Scaling Beyond Prototypes Guide section · Choosing a deployment type"
      - option "Hello World Web Page Learning project · Deploy and share"
      - option "Interactive Greeting Card Learning project · Deploy and share"
      - option "Simple To-Do List Learning project · Deploy and share"
      - option "Basic Calculator Learning project · Deploy and share"
      - option "All results for “deplo”"
  `)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=deplo$/)
  // The results page's frame and its first result; the passages under each hit follow the
  // course text and are tested in search.spec.ts, so they are not pinned here.
  await expect(page.locator('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Search the Course" [level=1]
      - search:
        - searchbox "Search every section, project, tutorial and blog post": deplo
        - button "Search"
      - region /\\d+ results for “deplo”/:
        - heading /\\d+ results for “deplo”/ [level=2]
        - list:
          - listitem:
            - paragraph: Tutorial
            - heading "Deploying Your App" [level=3]:
              - link "Deploying Your App":
                - /url: /tutorials/deploying-your-app
  `)
})

test('mark a section complete: the button and its status before and after', async ({ page }) => {
  await page.goto('/section3')
  await waitForHydration(page)
  const mark = page.locator('.mark-complete')
  await expect(mark).toMatchAriaSnapshot(`
    - button "Mark as complete"
    - status
  `)
  await mark.getByRole('button', { name: 'Mark as complete' }).click()
  await expect(mark.getByRole('button', { name: 'Mark as complete' })).toHaveAttribute('aria-pressed', 'true')
  await expect(mark).toMatchAriaSnapshot(`
    - button "Mark as complete" [pressed]
    - status: Completed. Your progress is saved in this browser.
  `)
})

test('send the contact form: the errors it shows, then the sent state', async ({ page }) => {
  await page.goto('/get-help')
  await waitForHydration(page)
  const form = page.locator('form.contact-form')
  await page.getByLabel('Full Name').fill('Grace Hopper')
  // The browser's own check accepts this address; the server's rule does not, so the form shows its errors.
  await page.getByLabel('Email Address').fill('grace@example')
  await page.getByLabel('Category').selectOption('technical')
  await page.getByLabel('Subject').fill('Project 2 greeting card')
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('The button does nothing. I expected the greeting to change colour.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
  await expect(form).toMatchAriaSnapshot(`
    - alert:
      - paragraph: Your message was not sent yet.
      - list:
        - listitem:
          - link "Email Address must be a valid email address, like name@example.com":
            - /url: "#contact-email"
    - paragraph: Fields marked with an asterisk are required.
    - text: Full Name
    - textbox "Full Name":
      - /placeholder: Your name
      - text: Grace Hopper
    - text: Email Address
    - textbox "Email Address" [invalid]:
      - /placeholder: you@example.com
      - text: grace@example
    - paragraph: Email Address must be a valid email address, like name@example.com
    - text: Category
    - combobox "Category":
      - option "Choose a category"
      - option "Technical issue" [selected]
      - option "Help with a project"
      - option "Replit account or setup"
      - option "Feedback or idea"
      - option "Something else"
    - text: Subject
    - textbox "Subject":
      - /placeholder: "Name the project or section, e.g. Project 3: Simple To-Do List"
      - text: Project 2 greeting card
    - text: Message
    - textbox "Message":
      - /placeholder: Describe what you expected to happen and what happened instead. Include any error messages exactly as shown, or links to screenshots.
      - text: The button does nothing. I expected the greeting to change colour.
    - text: Urgency
    - combobox "Urgency":
      - 'option "Low: whenever you can"'
      - 'option "Medium: it slows me down" [selected]'
      - 'option "High: I am completely stuck"'
    - button "Send Message"
  `)

  await page.getByLabel('Email Address').fill('grace@example.com')
  await page.getByRole('button', { name: 'Send Message' }).click()
  const toast = page.locator('.toast')
  await expect(toast).toContainText('Message sent successfully!')
  // A hovered toast stays (Radix pauses its 5 s) while the snapshot is taken.
  await toast.hover()
  await expect(form).toMatchAriaSnapshot(`
    - paragraph: Fields marked with an asterisk are required.
    - text: Full Name
    - textbox "Full Name":
      - /placeholder: Your name
    - text: Email Address
    - textbox "Email Address":
      - /placeholder: you@example.com
    - text: Category
    - combobox "Category":
      - option "Choose a category" [selected]
      - option "Technical issue"
      - option "Help with a project"
      - option "Replit account or setup"
      - option "Feedback or idea"
      - option "Something else"
    - text: Subject
    - textbox "Subject":
      - /placeholder: "Name the project or section, e.g. Project 3: Simple To-Do List"
    - text: Message
    - textbox "Message":
      - /placeholder: Describe what you expected to happen and what happened instead. Include any error messages exactly as shown, or links to screenshots.
    - text: Urgency
    - combobox "Urgency":
      - 'option "Low: whenever you can"'
      - 'option "Medium: it slows me down" [selected]'
      - 'option "High: I am completely stuck"'
    - button "Send Message"
  `)
  await expect(page.locator('.toast-viewport')).toMatchAriaSnapshot(`
    - list:
      - listitem:
        - text: /Message sent successfully! We'll get back to you within \\d+ hours\\./
        - button "Close notification"
  `)
})

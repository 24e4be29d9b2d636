// The contact form on /get-help as a visitor fills it, written once for every
// spec that fills it.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'

export type ContactMessage = {
  name: string
  email: string
  category: string
  subject: string
  message: string
  urgency: string
}

/** A message with a subject no other test uses, so it can be found in the shared database. */
export function uniqueMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    category: 'technical',
    subject: `Project 2 greeting card ${randomUUID()}`,
    message: 'The button does nothing. I expected the greeting to change colour.',
    urgency: 'high',
    ...overrides,
  }
}

// The required mark (*) is hidden from assistive technology, so the accessible name is the label alone.
export const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })

export async function fillContactForm(page: Page, message: ContactMessage) {
  await page.getByLabel('Full Name').fill(message.name)
  await page.getByLabel('Email Address').fill(message.email)
  await page.getByLabel('Category').selectOption(message.category)
  await page.getByLabel('Subject').fill(message.subject)
  await messageBox(page).fill(message.message)
  await page.getByLabel('Urgency').selectOption(message.urgency)
}

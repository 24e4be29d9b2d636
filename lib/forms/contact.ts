/**
 * The contact form's fields: what the help page's form shows (labels,
 * options, maxlength) and the limits the server's schema (contact-schema.ts)
 * enforces, in one place so they cannot drift apart. No zod here: the help
 * page's bundle imports this file.
 */
import { EMAIL_MAX_LENGTH } from './email.ts'

/** Category values, as stored, with the label the form shows. */
export const contactCategories = [
  { value: 'technical', label: 'Technical issue' },
  { value: 'project', label: 'Help with a project' },
  { value: 'account', label: 'Replit account or setup' },
  { value: 'feedback', label: 'Feedback or idea' },
  { value: 'accessibility', label: 'Accessibility barrier' },
  { value: 'other', label: 'Something else' },
] as const

/** Urgency values, as stored, with their labels. The default is medium. */
export const contactUrgencies = [
  { value: 'low', label: 'Low: no rush' },
  { value: 'medium', label: 'Medium: it slows me' },
  { value: 'high', label: 'High: I am stuck' },
] as const

export const DEFAULT_URGENCY = 'medium'

type ContactCategory = (typeof contactCategories)[number]['value']
type ContactUrgency = (typeof contactUrgencies)[number]['value']

/**
 * The urgency a message is stored with: a barrier on the site (the
 * accessibility category) stops someone from using it at all, so it reaches
 * staff as urgent (sent at once, marked [high]) whatever urgency was picked,
 * as the public accessibility statement promises.
 */
export function storedUrgency(category: ContactCategory, urgency: ContactUrgency): ContactUrgency {
  return category === 'accessibility' ? 'high' : urgency
}

/** Longest accepted value of each text field, in characters. */
export const contactLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 150,
  message: 5000,
} as const

/** Each field's label on the form; the server names fields the same way in the errors it shows beside them. */
const contactFieldLabels = {
  name: 'Full Name',
  email: 'Email Address',
  category: 'Category',
  subject: 'Subject',
  message: 'Message',
  urgency: 'Urgency',
} as const

export type ContactField = keyof typeof contactFieldLabels

export function isContactField(field: string | null | undefined): field is ContactField {
  return typeof field === 'string' && Object.hasOwn(contactFieldLabels, field)
}

/** A server message that starts with the field's name ('subject must ...'), worded with the form's label ('Subject must ...'), in English or in `labels`' language. */
export function withFieldLabel(field: ContactField, message: string, labels: Record<ContactField, string> = contactFieldLabels): string {
  return message.startsWith(field) ? `${labels[field]}${message.slice(field.length)}` : message
}

/**
 * A form posted without JavaScript that the server did not accept, handed
 * back to the help page so the visitor sees what they typed and what to fix.
 */
export interface ContactFormSubmission {
  /** The submitted values, to fill the fields again. */
  values: Partial<Record<ContactField, string>>
  /** What is wrong, by field, shown beside it. */
  errors: Partial<Record<ContactField, string>>
  /** A problem with the form as a whole (too many messages, an unexpected field), shown above it. */
  formError?: string
}

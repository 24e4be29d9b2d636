/**
 * The contact form's fields: the one definition that the help page's form
 * (labels, options, maxlength) and the server's validation (POST
 * /api/contact) both read, so they cannot drift apart.
 */

/** Category values, as stored, with the label the form shows. */
export const contactCategories = [
  { value: 'technical', label: 'Technical issue' },
  { value: 'project', label: 'Help with a project' },
  { value: 'account', label: 'Replit account or setup' },
  { value: 'feedback', label: 'Feedback or idea' },
  { value: 'other', label: 'Something else' },
] as const

/** Urgency values, as stored, with their labels. The default is medium. */
export const contactUrgencies = [
  { value: 'low', label: 'Low: whenever you can' },
  { value: 'medium', label: 'Medium: it slows me down' },
  { value: 'high', label: 'High: I am completely stuck' },
] as const

export const DEFAULT_URGENCY = 'medium'

/** Longest accepted value of each text field, in characters. */
export const contactLimits = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const

export type ContactCategory = (typeof contactCategories)[number]['value']
export type ContactUrgency = (typeof contactUrgencies)[number]['value']

export interface ContactMessageInput {
  name: string
  email: string
  subject: string
  category: ContactCategory
  message: string
  urgency: ContactUrgency
}

export type ContactField = keyof ContactMessageInput

/** Each field's label on the form; the server names fields the same way in the errors it shows beside them. */
export const contactFieldLabels = {
  name: 'Full Name',
  email: 'Email Address',
  category: 'Category',
  subject: 'Subject',
  message: 'Message',
  urgency: 'Urgency',
} as const satisfies Record<ContactField, string>

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

/**
 * The CLEAR framework as the prompt builder uses it: five labelled parts, in
 * this order, each starting a line ('Context: ...', 'Actions:' then one
 * '- step' per line). The course's project prompts are written the same way,
 * so a built prompt reads like the ones in the lessons. Shared by the server
 * (prompt rendered without JavaScript) and the browser (live preview).
 */

export const clearParts = ['context', 'length', 'examples', 'actions', 'role'] as const
export type ClearPart = (typeof clearParts)[number]
export type ClearAnswers = Record<ClearPart, string>

/** What a page hands the prompt builder (made by prompt-builder.server.ts). */
export interface PromptBuilderData {
  answers: ClearAnswers
  /** A message per refused answer, naming the field; while there is one, no prompt is shown. */
  errors: Partial<Record<ClearPart, string>>
}

/** The label each part starts with in a prompt, and the form's wording. */
export const clearLabels: Record<ClearPart, string> = {
  context: 'Context',
  length: 'Length',
  examples: 'Examples',
  actions: 'Actions',
  role: 'Role',
}

/** Longest answer accepted per part; the form says so with maxLength and the server checks it. */
export const clearMaxLength: Record<ClearPart, number> = {
  context: 600,
  length: 300,
  examples: 600,
  actions: 1500,
  role: 300,
}

/** The answer's lines, trimmed, without empty ones or list markers the learner typed. */
export function actionSteps(actions: string): string[] {
  return actions
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter((line) => line !== '')
}

/** The prompt for a learner's answers; an empty answer leaves its part out. */
export function assemblePrompt(answers: ClearAnswers): string {
  const lines: string[] = []
  for (const part of clearParts) {
    if (part === 'actions') {
      const steps = actionSteps(answers.actions)
      if (steps.length > 0) lines.push(`${clearLabels.actions}:`, ...steps.map((step) => `- ${step}`))
      continue
    }
    const answer = answers[part].trim().replace(/\s*\n\s*/g, ' ')
    if (answer !== '') lines.push(`${clearLabels[part]}: ${answer}`)
  }
  return lines.join('\n')
}

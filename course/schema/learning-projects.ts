/**
 * The frontmatter of a learning project, content/learning-projects/N-slug.md,
 * with each requirement's machine check. Each field carries a doc comment, so
 * an editor reading this file knows what to write; a bad file fails the build
 * with its path, the field and what was expected (course/load.ts).
 */
import { z } from 'zod'
import { PROJECT_CHECK_SIZE } from '../../lib/knowledge-check.ts'
import { CheckStep } from '../checks/check-steps.ts'
import { Effort, minutes, ProjectPlan, Tone, text, textList } from './fields.ts'
import { checkList } from './knowledge-check.ts'

/** A requirement with its machine check: the 'Check my project' panel runs it against the learner's app. */
const checkedRequirement = z.strictObject({
  /** The requirement as the learner reads it, in their voice ('My tasks are still there after I refresh the page'). */
  text,
  /** What a person would do to see it work, in order; the check passes when every step does. */
  steps: z.array(CheckStep).min(1),
})

/**
 * "Change it" in "Explain your app": one small change to the finished app,
 * written as a requirement with its machine check, and a CLEAR prompt to
 * start from. The unchanged app must fail its steps, so that passing them
 * shows the learner made the change.
 */
const projectChange = z.strictObject({
  /** The change as the learner reads it, in their voice ('A Mark all done button ticks every task'). */
  text,
  /** What a person would do to see the change work; the unchanged app fails them. */
  steps: z.array(CheckStep).min(1),
  /** A CLEAR prompt that asks the Agent for this change alone (Context, Length, Examples, Actions, Role, each starting a line). */
  prompt: text,
})

/** A learning project's requirements, each with its machine check. */
const learningRequirements = z.array(checkedRequirement).min(4).max(8)

/** A beginner learning project: content/learning-projects/N-slug.md. */
export const LearningProjectFrontmatter = z.strictObject({
  /** From 1 with no gaps; the page lives at /project{id}. */
  id: z.number().int().min(1),
  /** Project name. */
  title: text,
  /** One or two sentences: what the learner builds. */
  description: text,
  /** Effort label, easiest first. */
  difficulty: Effort,
  /** Time to finish in minutes. */
  duration: minutes,
  /** Skills the learner practises. */
  skills: textList,
  /** Features of the finished app. */
  features: textList,
  /** Card colour. */
  color: Tone,
  /** The 'Magic AI Prompt': pasted as it is into the Agent, it must produce a working result. Written with the CLEAR parts. */
  aiPrompt: text,
  /**
   * What the finished app must do, in the learner's voice; see `requirements`
   * above. Each carries `steps`, its machine check, which the 'Check my
   * project' panel runs against the learner's app.
   */
  requirements: learningRequirements,
  /** "Change it": a small change the learner makes to their finished app, checked like a requirement. */
  change: projectChange,
  /**
   * `true` when support fades (projects 3-5): the learner writes their own
   * prompt from the requirements and our prompt waits behind 'Compare with
   * our prompt'. Leave it out to hand over our prompt to copy.
   */
  ownPrompt: z.literal(true).optional(),
  /** The Replit plan the project needs; see lib/project-plans.ts. */
  plan: ProjectPlan,
  /** The knowledge check about this project: 2-3 questions (optional during the move; the content test requires it). */
  check: checkList(PROJECT_CHECK_SIZE).optional(),
})

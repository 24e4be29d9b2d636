/** The checks of a learning project, as its page hands them to the 'Check my project' panel. */
import type { CheckStep } from '../../../course/checks/check-steps.ts'

/** A requirement with its machine check (content/learning-projects/*.md). */
export interface ProjectCheck {
  text: string
  steps: CheckStep[]
}

export interface CheckProjectProps {
  /** 'project3': the lesson the progress store marks complete. */
  lesson: string
  projectTitle: string
  checks: ProjectCheck[]
}

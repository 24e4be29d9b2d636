/** The checks of a learning project, as its page hands them to the 'Check my project' panel. */
import type { CheckStep } from '../../../course/checks/check-steps.ts'

/** A requirement with its machine check (content/learning-projects/*.md). */
export interface ProjectCheck {
  text: string
  steps: CheckStep[]
}

/** "Change it" (content/learning-projects/*.md, `change`): a small change to the finished app, checked like a requirement. */
export interface ProjectChange extends ProjectCheck {
  /** A CLEAR prompt that asks the Agent for the change alone. */
  prompt: string
  /** The project fades its support (`ownPrompt`): the learner writes their own prompt first, ours waits behind "Compare". */
  ownPrompt: boolean
}

export interface CheckProjectProps {
  /** 'project3': the lesson the progress store marks complete. */
  lesson: string
  projectTitle: string
  checks: ProjectCheck[]
  /** "Change it", asked in "Explain your app" once every requirement passes. */
  change?: ProjectChange | undefined
}

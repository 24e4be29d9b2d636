import { island } from '../../islands/island.tsx'
import { PromptBuilderForm } from './prompt-builder-form.tsx'

/** The CLEAR prompt builder under a lesson. */
export default island('prompt-builder-form', PromptBuilderForm)

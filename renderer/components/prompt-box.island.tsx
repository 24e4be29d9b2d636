import { island } from '../islands/island.tsx'
import { PromptBox } from './prompt-box.tsx'

/** A prompt with its copy button. */
export default island('prompt-box', PromptBox)

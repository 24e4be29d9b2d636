import { island } from '../islands/island.tsx'
import { CodeCopyButton } from './code-copy-button.tsx'

/** The copy button of a code block in a lesson body. */
export default island('code-copy-button', CodeCopyButton)

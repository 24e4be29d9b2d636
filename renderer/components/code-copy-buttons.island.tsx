import { island } from '../islands/island.tsx'
import { CodeCopyButtons } from './code-copy-buttons.tsx'

/** The copy buttons of a lesson body's code blocks (it renders nothing on the server). */
export default island('code-copy-buttons', CodeCopyButtons)

import { island } from '../../islands/island.tsx'
import { CheckProject } from './check-project.tsx'

/** 'Check my project': the sandbox panel, loaded when asked for. */
export default island('check-project', CheckProject)

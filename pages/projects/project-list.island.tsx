import { island } from '../../renderer/islands/island.tsx'
import { ProjectList } from './project-list.tsx'

/** The list of projects and its filters. */
export default island('project-list', ProjectList)

import { island } from '../../renderer/islands/island.tsx'
import { TutorialList } from './tutorial-list.tsx'

/** The list of tutorials and its filters. */
export default island('tutorial-list', TutorialList)

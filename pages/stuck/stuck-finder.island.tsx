import { island } from '../../renderer/islands/island.tsx'
import { StuckFinder } from './stuck-finder.tsx'

/** The box and its answer: with JavaScript the answer follows the typing. */
export default island('stuck-finder', StuckFinder)

import { island } from '../../renderer/islands/island.tsx'
import { PlaygroundRunner } from './playground-runner.tsx'

/** The playground's editor and runner. */
export default island('playground-runner', PlaygroundRunner)

import { island } from '../../renderer/islands/island.tsx'
import { PLAYGROUND_STORAGE_KEY, PlaygroundRunner } from './playground-runner.tsx'

/** The playground's editor and runner. */
export default island('playground-runner', PlaygroundRunner, { hydrateAtLoadIf: () => ({ storedIn: [PLAYGROUND_STORAGE_KEY] }) })

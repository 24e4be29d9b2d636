/** The production server: server/index.ts compiled by the build (dist/node/index.js). */
export const serverEntry: string
/** Whether dist/ holds a build of the sources as they are now. */
export function buildIsCurrent(): boolean

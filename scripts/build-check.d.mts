/** The production server: server/index.ts compiled by the build (dist/node/index.js). */
export const serverEntry: string
/** Reads every build input once: the stamp of their paths and bytes, and write() to record it with each file's details once the build is done. */
export function readSources(): { stamp: string; write(): void }
/** Whether dist/ holds a build of the sources as they are now. */
export function buildIsCurrent(): boolean

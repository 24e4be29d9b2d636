/**
 * The check script's address and integrity, made from its bytes: the build
 * (vite-plugin.ts) gives them to the featured project pages, and the server
 * (server/routes/live-check.ts) answers at the same address with the same
 * bytes. No heavy import here: the production server reads this file.
 */
import { createHash } from 'node:crypto'

/** The built script in dist/server/. */
export const LIVE_CHECK_FILE = 'live-check.js'

/** Where the site serves the script: /live-check/<version>.js. */
export const LIVE_CHECK_PREFIX = '/live-check/'

/** The script as the pages hand it out: its versioned path on this site and its Subresource Integrity hash. */
export interface LiveCheckScript {
  path: string
  integrity: string
}

/** A hash of the script: a new build with other bytes is a new address, so an address never changes answer. */
const liveCheckVersion = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 16)

/** The value of the tag's integrity attribute: the browser runs the script only if its bytes hash to this. */
const liveCheckIntegrity = (code: string) => `sha384-${createHash('sha384').update(code).digest('base64')}`

export const liveCheckScript = (code: string): LiveCheckScript => ({
  path: `${LIVE_CHECK_PREFIX}${liveCheckVersion(code)}.js`,
  integrity: liveCheckIntegrity(code),
})

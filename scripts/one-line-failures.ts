/**
 * How the command-line scripts (backup, studio) fail: one line a person can
 * act on, `<Name> failed: <what to do>`, and status 1, never a stack trace.
 */
import { type AppConfig, ConfigError, readConfig } from '../server/config.ts'

export function oneLineFailures(name: string) {
  function fail(line: string): never {
    console.error(`${name} failed: ${line}`)
    process.exit(1)
  }
  /** The site's settings, or the one line naming the bad one. */
  function readConfigOrFail(): AppConfig {
    try {
      return readConfig()
    } catch (error) {
      if (error instanceof ConfigError) fail(`configuration error: ${error.message}`)
      throw error
    }
  }
  return { fail, readConfigOrFail }
}

// Types for scripts/test-services.mjs (plain JavaScript, run by scripts/test.mjs without tsx).
export interface ServiceUser {
  prefix: string[]
  uid: number | undefined
  gid: number | undefined
}
export type StartedService = { url: string; port: number; stop: () => void; skip?: undefined } | { skip: string }
export function unprivileged(): ServiceUser | undefined
export function serviceDirectory(user: ServiceUser | undefined): string
export function startRedis(dir: string, user: ServiceUser | undefined, port?: number): Promise<StartedService>
export function startTestServices(): Promise<{ env: Record<string, string>; stop: () => void }>
export function redisServerBinary(): string | undefined
export function freePort(): Promise<number>

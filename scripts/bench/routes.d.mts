// Types for scripts/bench/routes.mjs (plain JavaScript, run by `npm run bench` without tsx).
export const BENCH_ROUTES: string[]
export function isQueryRoute(route: string): boolean
export function resultProblems(route: string, html: string): string[]

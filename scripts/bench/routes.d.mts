// Types for scripts/bench/routes.mjs (plain JavaScript, run by `npm run bench` without tsx).
export const LOAD_ROUTES: string[]
export function allRoutes(appUrl: string): Promise<string[]>
export function isQueryRoute(route: string): boolean
export function resultProblems(route: string, html: string): string[]

// Types for scripts/bench/routes.mjs (plain JavaScript, run by `npm run bench` without tsx).
export const BENCH_ROUTES: string[]

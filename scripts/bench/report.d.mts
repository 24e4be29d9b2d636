// Types for scripts/bench/report.mjs (plain JavaScript, run by `npm run bench` without tsx): what the TypeScript benches use.
/** The machine and the moment: date, cores, CPU, Node and load average, for the figures' heading. */
export function machineLine(): string

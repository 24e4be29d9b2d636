// Types for scripts/bench/page-weight.mjs (plain JavaScript, run by `npm run bench` without tsx).
export const BUDGETS: { jsGzipBytes: number; cssGzipBytes: number }
export function pageWeight(
  html: string,
  readAsset: (path: string) => Promise<Uint8Array>,
  cache?: Map<string, number>,
): Promise<{ htmlGzip: number; jsGzip: number; cssGzip: number }>
export function firstLoadScriptPaths(html: string): Set<string>

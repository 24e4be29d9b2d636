import { icon } from './draw-icon.tsx'

export const Gauge = /* @__PURE__ */ icon('gauge', [
  ['path', { d: 'm12 14 4-4' }],
  ['path', { d: 'M3.34 19a10 10 0 1 1 17.32 0' }],
])

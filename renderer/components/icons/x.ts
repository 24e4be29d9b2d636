import { icon } from './draw-icon.tsx'

export const X = /* @__PURE__ */ icon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
])

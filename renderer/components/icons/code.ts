import { icon } from './draw-icon.tsx'

export const Code = /* @__PURE__ */ icon('code', [
  ['path', { d: 'm16 18 6-6-6-6' }],
  ['path', { d: 'm8 6-6 6 6 6' }],
])

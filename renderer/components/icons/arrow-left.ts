import { icon } from './draw-icon.tsx'

export const ArrowLeft = /* @__PURE__ */ icon('arrow-left', [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
])

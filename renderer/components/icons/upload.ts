import { icon } from './draw-icon.tsx'

export const Upload = /* @__PURE__ */ icon('upload', [
  ['path', { d: 'M12 3v12' }],
  ['path', { d: 'm17 8-5-5-5 5' }],
  ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
])

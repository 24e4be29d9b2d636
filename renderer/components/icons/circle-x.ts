import { icon } from './draw-icon.tsx'

export const CircleX = /* @__PURE__ */ icon(
  'circle-x',
  [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'm15 9-6 6' }],
    ['path', { d: 'm9 9 6 6' }],
  ],
  ['x-circle'],
)

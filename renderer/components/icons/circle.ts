import { icon } from './draw-icon.tsx'

export const Circle = /* @__PURE__ */ icon('circle', [['circle', { cx: '12', cy: '12', r: '10' }]])

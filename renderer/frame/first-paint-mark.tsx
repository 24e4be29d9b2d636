// On a slow network or phone Chromium paints a page it has only half parsed:
// a header without its theme control, whose search box the control then
// pushes across, or a brand without its name. The head asks the browser to
// draw nothing until this mark is parsed (renderer/+Head.tsx:
// `<link rel="expect" blocking="render">`), and each frame puts it just after
// the top of the page, so the first frame shows that top whole. An empty
// element, because browsers differ on when an expected element counts as
// parsed (Chromium: when it starts; the standard: when it ends); for an empty
// one both are the same moment. Browsers without rel="expect" ignore it.

/** The mark's id, which the head's `<link rel="expect">` names. */
export const FIRST_PAINT_MARK_ID = 'top-of-page-parsed'

/** Put it right after the part of the page the first frame must show whole. */
export function FirstPaintMark() {
  return <div id={FIRST_PAINT_MARK_ID} hidden />
}

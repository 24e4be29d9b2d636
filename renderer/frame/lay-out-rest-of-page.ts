import { afterLoad, nextTask } from '../islands/next-task.ts'

/**
 * The blocks of lesson text that wait to be laid out (prose.css, on a page
 * whose early script marked html.lay-out-later), and the class that ends the
 * wait: the two halves of one rule. Only a lesson's blocks, and on a long
 * lesson (one with contents) what follows its text and the footer: a block
 * on screen as the page first paints is drawn at its estimated height in
 * that frame, then whole, moving what follows (a page's second section,
 * tried for every page: 0.23 of CLS on /projects, whose first section starts
 * on screen), and a lesson's blocks start below its header and contents.
 */
const WAITING_BLOCKS = [
  '.prose > :not(.laid-out, .glossary)',
  '.lesson-body:has(> .toc) > .prose ~ :not(.prose, .laid-out)',
  'body:has(.lesson-body > .toc) .site-footer:not(.laid-out)',
].join(', ')
const LAID_OUT = 'laid-out'
/**
 * Work per task. On a phone four to six times slower than a laptop, a task
 * of 4 ms here is 16-24 ms there: well under the 50 ms that makes a task
 * "long" (it delays a tap) and counts towards Total Blocking Time.
 */
const SLICE_MS = 4

/**
 * Lays out the lesson blocks the browser left waiting (prose.css) once the
 * page has loaded, a few per task, so none of it is one long task. Why not
 * leave them to the browser, which lays out a block as it nears the screen:
 * a waiting block's height is a guess, so when a neighbour arrives the text
 * around it moves, and a link the keyboard just focused can move out of
 * sight. Once every block is laid out the page is as if nothing had waited.
 * A key pressed before then lays out the rest at once, before the browser
 * moves the focus. Then html gets data-laid-out (for tests). The first
 * slice waits for a task of its own even when the page has loaded already,
 * so it never adds to the task that runs the page's script.
 */
export function layOutRestOfPage(): void {
  // A module script runs once the whole document is parsed: every block is here.
  const waiting = [...document.querySelectorAll<HTMLElement>(WAITING_BLOCKS)]
  const layOut = (block: HTMLElement) => {
    block.classList.add(LAID_OUT)
    // Reading its height lays it out now, inside this task's budget.
    void block.offsetHeight
  }
  const finish = () => {
    document.removeEventListener('keydown', layOutEverythingLeft, { capture: true })
    document.documentElement.setAttribute('data-laid-out', '')
  }
  const layOutEverythingLeft = () => {
    for (const block of waiting.splice(0)) layOut(block)
    finish()
  }
  const layOutInSlices = async () => {
    while (waiting.length > 0) {
      const sliceEnds = performance.now() + SLICE_MS
      for (let block = waiting.shift(); block; block = performance.now() < sliceEnds ? waiting.shift() : undefined) layOut(block)
      await nextTask()
    }
    finish()
  }
  document.addEventListener('keydown', layOutEverythingLeft, { capture: true })
  void afterLoad().then(layOutInSlices)
}

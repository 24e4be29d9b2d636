import { projectPath } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import PlaygroundRunner from './playground-runner.island.tsx'

/** /playground: paste any HTML, CSS and JavaScript and run it in the sandbox frame, with no checks. */
export default function Page() {
  return (
    <>
      <Hero title="Playground" subtitle="Paste the files your Agent wrote and see your app run, safely, right here." />
      <div className="container playground">
        <p className="playground-intro">
          An app your Agent writes is usually three files: <code>index.html</code> (what is on the page), <code>style.css</code> (how it
          looks) and <code>script.js</code> (what it does). Paste them below and press Run: your app appears underneath, in a sealed-off
          frame where it cannot reach this site, your data or the internet. To test a learning project against its requirements, use Check
          my project on its page, for example the <a href={projectPath(3)}>to-do list</a>.
        </p>
        <p className="notice no-scripting-only">
          Running an app here needs JavaScript, which is off in this browser. Turn it on to paste your files and run them; the lessons and
          their knowledge checks work without it.
        </p>
        {/* Boxes to paste into and a file picker, with no Run button, would only mislead without JavaScript. */}
        <div className="scripting-only">
          <PlaygroundRunner />
        </div>
      </div>
    </>
  )
}

// The Markdown pipeline's figures and "If you get stuck" boxes (docs/course-style.md
// rules 7-8): an SVG figure is inlined, named by its text alternative and
// captioned; a figure that breaks the rules, or is missing, fails the build
// naming the file and the problem.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { loadContent } from '../../course/load.ts'
import { markdownToHtml } from '../../course/markdown/markdown.tsx'
import { FIGURES_FOLDER, figureNames, parseFigure } from '../../course/registries/figures.ts'

const fixtures = { file: 'content/sections/99-test.md', figures: join(import.meta.dirname, '..', 'fixtures', 'figures') }
const render = (markdown: string) => markdownToHtml(markdown, fixtures).html

t.test('a figure reference becomes a captioned, named, inline SVG', async (t) => {
  const html = render('Before.\n\n![Two boxes: the prompt leads to the plan.](figure:sample-flow "Prompt, then plan")\n\nAfter.')
  t.match(
    html,
    /<p>Before\.<\/p>\s*<figure class="diagram"><svg viewBox="0 0 360 200" role="img" aria-label="Two boxes: the prompt leads to the plan\.">/,
  )
  t.match(html, /<figcaption>Prompt, then plan<\/figcaption><\/figure>\s*<p>After\.<\/p>/)
  t.match(html, /<text class="f-text" x="180" y="51">Prompt &amp; plan<\/text>/, 'text and entities survive')
  t.match(html, /<tspan class="f-muted">start<\/tspan>/)
  t.match(html, /<g font-size="16" text-anchor="middle">/, 'presentation attributes survive')
  t.notMatch(html, /<img|figure:|xmlns|<!--/, 'no image request, no leftover reference, no comments')
  t.same(
    markdownToHtml('![Two boxes: the prompt leads to the plan.](figure:sample-flow "Prompt, then plan")', fixtures).figures,
    [{ name: 'sample-flow', alt: 'Two boxes: the prompt leads to the plan.', caption: 'Prompt, then plan' }],
    'the compiled lesson lists its figures',
  )
})

t.test('a bad figure reference fails naming the lesson file', async (t) => {
  const cases: [string, RegExp][] = [
    ['![Alt.](figure:no-such-figure "Caption")', /99-test\.md: uses figure:no-such-figure, but .*no-such-figure\.svg does not exist/],
    ['![](figure:sample-flow "Caption")', /99-test\.md: figure:sample-flow needs a text alternative/],
    ['![Alt.](figure:sample-flow)', /99-test\.md: figure:sample-flow needs a caption/],
    ['See ![Alt.](figure:sample-flow "Caption") here.', /99-test\.md: figure:sample-flow must stand alone in its own paragraph/],
    ['![Alt.](figure:../secrets "Caption")', /99-test\.md: figure:\.\.\/secrets is not a valid figure name/],
    ['<img src="figure:Sample" alt="Alt." title="C">', /99-test\.md: figure:Sample is not a valid figure name/],
  ]
  for (const [markdown, message] of cases) t.throws(() => render(markdown), { name: 'FigureError', message }, markdown)
})

const svg = (inner: string, root = 'viewBox="0 0 320 200"') => `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${inner}</svg>`
const label = '<text class="f-text" x="10" y="30" font-size="16">Label</text>'

t.test('figures that break the rules are refused with the file and the problem', async (t) => {
  t.doesNotThrow(
    () => parseFigure(`<?xml version="1.0"?>\n${svg(`<!-- note -->${label}`)}`, 'ok.svg'),
    'a declaration and comments are fine',
  )
  t.doesNotThrow(
    () => parseFigure(svg(`<path class="f-line" d="M0 0 L10 10" fill="none"/>${label}`), 'ok.svg'),
    'fill="none" is not a colour',
  )
  const cases: [string, RegExp][] = [
    [svg(label, 'viewBox="0 0 600 200"'), /is 600 wide; make it 320 to 480/],
    [svg(label, 'viewBox="0 0 300 200"'), /is 300 wide/],
    [svg(label, 'viewBox="0 0 320 200" width="320"'), /root <svg> sets width/],
    [svg(label, 'height="200" viewBox="0 0 320 200"'), /root <svg> sets height/],
    [svg(label, ''), /needs viewBox="0 0 W H"/],
    [`<svg viewBox="0 0 400 200">${label}</svg>`, /needs xmlns=/],
    [svg(`<style>text{fill:red}</style>${label}`), /<style> is not allowed/],
    [svg('<script>alert(1)</script>'), /<script> is not allowed/],
    [svg('<image x="0" y="0"/>'), /<image> is not allowed/],
    [svg('<a><text font-size="16">x</text></a>'), /<a> is not allowed/],
    [svg('<foreignObject/>'), /<foreignObject> is not allowed/],
    [svg('<rect style="fill:red"/>'), /has a style attribute/],
    [svg('<rect id="box"/>'), /has an id/],
    [svg('<rect fill="#ff0000"/>'), /sets fill="#ff0000"; colours come from the f-\* classes/],
    [svg('<line stroke="black"/>'), /sets stroke="black"/],
    [svg('<rect class="f-box red"/>'), /uses the class red; allowed: f-box/],
    [svg('<rect onclick="alert(1)"/>'), /has the attribute onclick/],
    [svg('<rect href="https://example.com"/>'), /has the attribute href/],
    [svg('<text class="f-text" x="1" y="1" font-size="12">Tiny</text>'), /the text "Tiny" has font-size 12; the minimum is 14/],
    [svg('<g font-size="13"><text x="1" y="1">Inherited</text></g>'), /"Inherited" has font-size 13/],
    [svg('<text font-size="16">Big <tspan font-size="10">small</tspan></text>'), /"small" has font-size 10/],
    [svg('<text x="1" y="1">No size</text>'), /"No size" has no font-size/],
    [svg('<rect/>Loose words'), /"Loose words" sits outside a <text> element/],
    [svg('<tspan font-size="16">x</tspan>'), /a <tspan> must sit inside a <text>/],
    [svg('<rect>'), /<\/svg> closes <rect>/],
    [svg(label).replace('</svg>', ''), /<svg> is never closed/],
    [`${svg(label)}${svg(label)}`, /exactly one <svg> element/],
    [svg('<!DOCTYPE svg>'), /cannot read the markup/],
    [svg('<text font-size="16">A & B</text>'), /a bare "&"/],
    [svg('<text font-size="16">&nbsp;</text>'), /the entity &nbsp;/],
    [svg(`<rect class="f-box" x="1"/>${' '.repeat(11 * 1024)}`), /bytes; a figure must stay under 10240/],
  ]
  for (const [source, message] of cases) {
    t.throws(
      () => parseFigure(source, 'content/figures/bad.svg'),
      { name: 'FigureError', message: new RegExp(`^content/figures/bad\\.svg: .*${message.source}`) },
      message.source,
    )
  }
})

t.test('a "[!STUCK]" blockquote becomes a titled "If you get stuck" box', async (t) => {
  const html = render(
    [
      '> [!STUCK]',
      '> - Read the **last** line of the error.',
      '> - Ask on [the help page](/get-help) or [here](javascript:alert(1)).',
      '',
      '> An ordinary quote.',
    ].join('\n'),
  )
  t.match(
    html,
    /^<aside class="callout-stuck" aria-label="If you get stuck"><p class="callout-title">If you get stuck<\/p>\s*<ul>\s*<li>Read the <strong>last<\/strong>/,
  )
  t.notMatch(html, /\[!STUCK\]/, 'the marker is not shown')
  t.match(html, /<a href="\/get-help">the help page<\/a>/)
  t.notMatch(html, /javascript:/, 'the box is sanitized like the rest of the lesson')
  t.match(html, /<blockquote>\s*<p>An ordinary quote\.<\/p>\s*<\/blockquote>/, 'other quotes stay quotes')
  t.match(
    render('> [!STUCK]\n> Check the console first.'),
    /<p class="callout-title">If you get stuck<\/p>\s*<p>Check the console first\.<\/p>/,
    'a one-line tip',
  )
})

t.test('the loader fails on a lesson that uses a missing figure, naming the lesson', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-figures-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  appendFileSync(join(root, 'tutorials', '2-building-an-rsvp-page.md'), '\n![A lost figure.](figure:not-drawn-yet "Lost")\n')
  t.throws(() => loadContent(root), {
    name: 'ContentError',
    message: /content\/tutorials\/2-building-an-rsvp-page\.md: uses figure:not-drawn-yet/,
  })
})

t.test('every figure keeps its smallest text at least 12 CSS px on a 320 px phone', async (t) => {
  // On a 320 px screen the page's 16 px padding leaves 288 px; the SVG scales from its viewBox width to that.
  const drawn = 320 - 2 * 16
  for (const name of figureNames()) {
    const source = readFileSync(join(FIGURES_FOLDER, `${name}.svg`), 'utf8')
    const width = Number(/viewBox="0 0 ([\d.]+) /.exec(source)?.[1])
    const sizes = [...source.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]))
    const smallest = (Math.min(...sizes) * drawn) / width
    t.ok(
      smallest >= 12,
      `${name}.svg: smallest text ${smallest.toFixed(1)} px on a phone (font-size ${Math.min(...sizes)} in ${width} units)`,
    )
  }
  t.throws(() => parseFigure(svg('<text font-size="15">Small</text>', 'viewBox="0 0 400 200"'), 'wide.svg'), {
    message: /"Small" has font-size 15; the minimum is 17 in a drawing this wide/,
  })
})

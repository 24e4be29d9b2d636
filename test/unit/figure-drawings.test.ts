// What three lesson figures show, checked from their geometry:
// section 9's strike-through lines span the words they cross out in every font;
// section 8's warnings each sit on the arrow they are about; section 6's CLEAR
// figure turns a vague prompt into a CLEAR one instead of repeating the cards.
// Text widths come from estimateTextWidth, the loader's own estimate.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Element } from 'hast'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { estimateTextWidth, FIGURES_FOLDER, figureNames, parseFigure } from '../../course/registries/figures.ts'
import { expandTerms, readTerms } from '../../course/registries/terms.ts'

interface Shape {
  tag: string
  classes: string[]
  attributes: Record<string, string>
  /** Where the shape sits: the path of <g> indexes from the root, so shapes in one group share it. */
  group: string
}

interface Label {
  text: string
  x: number
  y: number
  fontSize: number
  bold: boolean
  mono: boolean
  anchor: string
  textLength?: number
}

interface Drawing {
  shapes: Shape[]
  labels: Label[]
}

/** The platform names figures take from the registry at build time (course/registries/terms.ts), so the geometry is checked with them. */
const terms = readTerms(contentRoot)

/** A figure's shapes and texts, with the font settings each text inherits; parts drawn under a transform are left out. */
function drawing(name: string): Drawing {
  const source = expandTerms(readFileSync(join(FIGURES_FOLDER, `${name}.svg`), 'utf8'), terms, `figures/${name}.svg`)
  const root = parseFigure(source, `${name}.svg`)
  const result: Drawing = { shapes: [], labels: [] }
  const visit = (element: Element, inherited: Record<string, string>, group: string) => {
    const attributes: Record<string, string> = {}
    for (const [key, value] of Object.entries(element.properties ?? {})) {
      if (key !== 'className') attributes[key] = String(value)
    }
    if (attributes.transform) return
    const classes = (element.properties?.className as string[] | undefined) ?? []
    const settings = { ...inherited }
    for (const key of ['font-size', 'font-weight', 'text-anchor']) if (attributes[key]) settings[key] = attributes[key]
    if (classes.includes('f-code')) settings.mono = 'yes'
    if (element.tagName === 'text') {
      const text = element.children
        .map((child) => (child.type === 'text' ? child.value : ''))
        .join('')
        .trim()
      result.labels.push({
        text,
        x: Number(attributes.x),
        y: Number(attributes.y),
        fontSize: Number(settings['font-size']),
        bold: settings['font-weight'] === 'bold',
        mono: settings.mono === 'yes',
        anchor: settings['text-anchor'] ?? 'start',
        ...(attributes.textLength ? { textLength: Number(attributes.textLength) } : {}),
      })
      return
    }
    result.shapes.push({ tag: element.tagName, classes, attributes, group })
    element.children.forEach((child, index) => {
      if (child.type === 'element') visit(child, settings, child.tagName === 'g' ? `${group}/${index}` : group)
    })
  }
  visit(root, {}, '')
  return result
}

const estimate = (label: Label) => estimateTextWidth(label.text, label.fontSize, { bold: label.bold, mono: label.mono })

/** Where a text starts and ends: its textLength when it sets one (then it is that wide in every font), else the estimate. */
function extent(label: Label): [number, number] {
  const width = label.textLength ?? estimate(label)
  const left = label.anchor === 'middle' ? label.x - width / 2 : label.anchor === 'end' ? label.x - width : label.x
  return [left, left + width]
}

const number = (shape: Shape, key: string) => Number(shape.attributes[key])

/** The horizontal lines that run through a text's letters (from just above its baseline to its x-height) and overlap it. */
function strikesOf(figure: Drawing, label: Label): Shape[] {
  const [left, right] = extent(label)
  return figure.shapes.filter((shape) => {
    if (shape.tag !== 'line' || !shape.classes.includes('f-line') || number(shape, 'y1') !== number(shape, 'y2')) return false
    const y = number(shape, 'y1')
    const [x1, x2] = [number(shape, 'x1'), number(shape, 'x2')].sort((a, b) => a - b) as [number, number]
    return y < label.y - 0.1 * label.fontSize && y > label.y - 0.6 * label.fontSize && x1 < right && x2 > left
  })
}

/** A lesson's text alternative for a figure. */
function altOf(section: string, figure: string): string {
  const markdown = readFileSync(join(contentRoot, 'sections', section), 'utf8')
  return new RegExp(`!\\[([^\\]]*)\\]\\(figure:${figure} `).exec(markdown)?.[1] ?? ''
}

t.test('estimateTextWidth: widths of the widest system font the figures fall back to', async (t) => {
  t.equal(Math.round(estimateTextWidth('Code files', 15)), 74, 'DejaVu Sans draws "Code files" 73.8 wide at 15')
  t.equal(Math.round(estimateTextWidth('800 rows sent,', 15, { bold: true })), 125, 'bold is wider')
  t.equal(estimateTextWidth('process', 10, { mono: true }), 7 * 0.61 * 10, 'monospace: the same width per character')
  t.equal(estimateTextWidth('→', 20), 20, 'anything outside ASCII counts as a full em')
  t.equal(estimateTextWidth('', 20), 0)
})

t.test('the loader refuses a textLength that would squeeze a text', async (t) => {
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 100">${inner}</svg>`
  t.doesNotThrow(() => parseFigure(svg('<text x="1" y="20" font-size="15" textLength="74">Code files</text>'), 'ok.svg'))
  t.throws(() => parseFigure(svg('<text x="1" y="20" font-size="15" textLength="60">Code files</text>'), 'bad.svg'), {
    message: /bad\.svg: <text> "Code files" has textLength="60"; its letters need 74/,
  })
  t.throws(
    () => parseFigure(svg('<g font-weight="bold"><text x="1" y="20" font-size="15" textLength="74">Code files</text></g>'), 'b.svg'),
    {
      message: /needs? 8\d/,
    },
  )
  t.throws(() => parseFigure(svg('<rect x="1" y="1" width="10" height="10" textLength="10"/>'), 'bad.svg'), {
    message: /<rect> "" has textLength="10"; only a <text> may set one/,
  })
})

t.test("every strike-through line spans the words it crosses out, in any reader's font", async (t) => {
  let struck = 0
  for (const name of figureNames()) {
    const figure = drawing(name)
    for (const label of figure.labels) {
      for (const line of strikesOf(figure, label)) {
        struck++
        const [left, right] = extent(label)
        const [x1, x2] = [number(line, 'x1'), number(line, 'x2')].sort((a, b) => a - b) as [number, number]
        t.ok(
          label.textLength !== undefined,
          `${name}.svg: "${label.text}" is struck through, so it sets textLength (its width in every font) for the line to match`,
        )
        t.ok(x1 <= left && x2 >= right, `${name}.svg: the line ${x1}-${x2} covers "${label.text}" (${left.toFixed(0)}-${right.toFixed(0)})`)
        t.ok(
          left - x1 <= 6 && x2 - right <= 6,
          `${name}.svg: the line ${x1}-${x2} ends within 6 units of "${label.text}" (${left.toFixed(0)}-${right.toFixed(0)})`,
        )
      }
    }
  }
  const secrets = drawing('s9-where-secrets-live')
  const crossedOut = secrets.labels.filter((label) => strikesOf(secrets, label).length > 0).map((label) => label.text)
  t.same(crossedOut, ['Code files', 'GitHub', 'AI chat'], 'section 9 crosses out the three places a key must not go')
  t.equal(struck, 4, "section 9's three and the done task in project 3's to-do list")
})

t.test('section 8: each warning sits on the arrow it is about, and the text alternative says which', async (t) => {
  const figure = drawing('s8-what-makes-a-page-slow')
  const inside = (label: Label, rect: Shape) =>
    label.x > number(rect, 'x') &&
    label.x < number(rect, 'x') + number(rect, 'width') &&
    label.y > number(rect, 'y') &&
    label.y < number(rect, 'y') + number(rect, 'height')
  const boxes = figure.shapes
    .filter((shape) => shape.tag === 'rect' && shape.classes.includes('f-box'))
    .map((rect) => ({ rect, name: figure.labels.find((label) => inside(label, rect))?.text ?? '?' }))
  t.same(
    boxes.map((box) => box.name),
    ['Phone', 'Server', 'Database'],
  )
  /** The box whose top or bottom edge is within 4 units of the point. */
  const boxAt = (x: number, y: number) =>
    boxes.find(
      ({ rect }) =>
        x >= number(rect, 'x') &&
        x <= number(rect, 'x') + number(rect, 'width') &&
        [number(rect, 'y'), number(rect, 'y') + number(rect, 'height')].some((edge) => Math.abs(edge - y) <= 4),
    )?.name

  const warnings = figure.shapes.filter((shape) => shape.tag === 'rect' && shape.classes.includes('f-warn'))
  t.equal(warnings.length, 3, 'three warnings')
  const found: Record<string, string> = {}
  for (const tag of warnings) {
    const [left, top] = [number(tag, 'x'), number(tag, 'y')]
    const [right, bottom] = [left + number(tag, 'width'), top + number(tag, 'height')]
    const title = figure.labels.filter((label) => inside(label, tag)).sort((a, b) => a.y - b.y)[0]?.text ?? '?'
    for (const label of figure.labels.filter((label) => inside(label, tag))) {
      const [start, end] = extent(label)
      t.ok(start >= left + 4 && end <= right - 4, `"${label.text}" fits inside its warning`)
    }
    // The arrow runs into the warning's top and out of its bottom, and belongs to the warning's group.
    const arrows = figure.shapes.filter(
      (shape) =>
        shape.tag === 'line' &&
        shape.group === tag.group &&
        tag.group !== '' &&
        number(shape, 'x1') === number(shape, 'x2') &&
        number(shape, 'x1') > left &&
        number(shape, 'x1') < right &&
        Math.min(number(shape, 'y1'), number(shape, 'y2')) < top &&
        Math.max(number(shape, 'y1'), number(shape, 'y2')) > bottom,
    )
    t.ok(arrows.length >= 1, `"${title}" sits on an arrow in its own group`)
    for (const arrow of arrows) {
      // The arrow's head: the polygon in the group whose tip lies on the arrow's line.
      const x = number(arrow, 'x1')
      const tips = figure.shapes
        .filter((shape) => shape.tag === 'polygon' && shape.group === tag.group)
        .flatMap((shape) => (shape.attributes.points ?? '').split(/\s+/).map((point) => point.split(',').map(Number) as [number, number]))
        .filter(([px]) => px === x)
        .map(([, py]) => py)
      t.equal(tips.length, 1, `"${title}": the arrow at x=${x} has one head`)
      const from = number(arrow, 'y1')
      const to = tips[0] as number
      const link = `${boxAt(x, from)} -> ${boxAt(x, to)}`
      found[title] = found[title] && found[title] !== link ? 'mixed' : link
    }
  }
  t.same(found, {
    'Huge images': 'Server -> Phone',
    '800 rows sent,': 'Server -> Phone',
    'One query per item,': 'Server -> Database',
  })

  const alt = altOf('08-performance-and-optimization.md', 's8-what-makes-a-page-slow').toLowerCase()
  for (const said of [
    'huge images',
    'from the server up to the phone: huge images',
    'from the server up to the phone: 800 rows sent when the page shows 20',
    'from the server down to the database: one query per item, run in a loop',
  ]) {
    t.ok(alt.includes(said), `the text alternative says "${said}"`)
  }
})

t.test('section 6: the CLEAR figure shows a vague prompt becoming a CLEAR one, not the cards again', async (t) => {
  const figure = drawing('s6-clear')
  const byTop = [...figure.labels].sort((a, b) => a.y - b.y)
  const before = byTop.findIndex((label) => /^Before\b/.test(label.text))
  const after = byTop.findIndex((label) => /^After\b/.test(label.text))
  t.ok(before >= 0 && after > before, 'a "Before" part above an "After" part')
  const vague = byTop.slice(before + 1, after).filter((label) => label.text.endsWith('.'))[0]?.text ?? ''
  t.ok(vague !== '', `the vague prompt: "${vague}"`)

  const letters = byTop.filter((label) => /^[CLEAR]$/.test(label.text))
  t.equal(letters.map((label) => label.text).join(''), 'CLEAR', 'each letter marks one part, in order')
  const afterTop = byTop[after]?.y ?? Number.POSITIVE_INFINITY
  t.ok(
    letters.every((letter) => letter.y > afterTop),
    'the letters mark the CLEAR version',
  )
  const parts = letters.map((letter) =>
    figure.labels
      .filter((label) => label.x > letter.x && Math.abs(label.y - letter.y) <= 20)
      .sort((a, b) => a.y - b.y)
      .map((label) => label.text)
      .join(' '),
  )
  for (const [index, part] of parts.entries())
    t.ok(part.split(/\s+/).length >= 4, `${'CLEAR'[index]} marks a part of the prompt: "${part}"`)
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  t.ok(words(parts.join(' ')) >= 3 * words(vague), 'the CLEAR version says much more than the vague one')

  // The cards above the figure: the "CLEAR Framework" part and Step 1's table.
  const markdown = readFileSync(join(contentRoot, 'sections', '06-advanced-prompting-techniques.md'), 'utf8')
  const cards = markdown
    .slice(markdown.indexOf('## CLEAR Framework'), markdown.indexOf('Try it with a real request'))
    .split('\n')
    .filter((line) => !line.startsWith('![')) // not a figure's own text alternative
    .join('\n')
    .toLowerCase()
  t.ok(cards.includes('c is for context'), 'found the cards')
  for (const name of ['Context', 'Length', 'Examples', 'Actions', 'Role']) {
    t.notOk(
      figure.labels.some((label) => label.text.includes(name)),
      `the figure does not list "${name}" again`,
    )
  }
  for (const label of figure.labels.filter((label) => words(label.text) >= 3)) {
    t.notOk(cards.includes(label.text.toLowerCase().replace(/[.:,]$/, '')), `"${label.text}" is not copied from the cards`)
  }

  const alt = altOf('06-advanced-prompting-techniques.md', 's6-clear')
  t.match(alt, /^Before and after\./, 'the text alternative says it is a before and after')
  t.ok(alt.includes(vague), 'the text alternative quotes the vague prompt')
  for (const letter of 'CLEAR') t.match(alt, new RegExp(`\\b${letter}: \\w`), `the text alternative gives the ${letter} part`)
})

t.test('every text of every figure stays inside its drawing, which a phone would cut off at both ends', async (t) => {
  for (const name of figureNames()) {
    const source = readFileSync(join(FIGURES_FOLDER, `${name}.svg`), 'utf8')
    const width = Number(/viewBox="0 0 (\d+(?:\.\d+)?)/.exec(source)?.[1])
    for (const label of drawing(name).labels) {
      const [left, right] = extent(label)
      t.ok(left >= 0 && right <= width, `${name}: "${label.text}" spans ${Math.round(left)} to ${Math.round(right)} of 0 to ${width}`)
    }
  }
})

t.test("section 12: the request's label /api/weather keeps clear of the arrow it names", async (t) => {
  const figure = drawing('s12-app-server-api')
  const label = figure.labels.find((candidate) => candidate.text === '/api/weather')
  const arrow = figure.shapes.find(
    (shape) => shape.tag === 'line' && number(shape, 'x1') === number(shape, 'x2') && number(shape, 'x1') < 180,
  )
  if (!label || !arrow) return t.fail('the label and its arrow are in the figure')
  t.ok(number(arrow, 'x1') - extent(label)[1] >= 8, 'at least 8 units between the text and the arrow')
})

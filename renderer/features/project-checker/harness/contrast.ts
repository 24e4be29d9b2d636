/**
 * Whether all text stands out from its background (the contrast step): colours
 * as sRGB, painted over what is behind them, compared as WCAG's contrast
 * ratio.
 */
import { isVisible } from './find.ts'
import { stepWords } from './words.ts'

type Rgba = [number, number, number, number]

let colorCanvas: CanvasRenderingContext2D | null | undefined
const colorCache = new Map<string, Rgba | undefined>()

/** Any CSS colour as sRGB bytes and alpha, by painting one pixel (computed styles may keep oklch() and the like). */
function toRgba(color: string): Rgba | undefined {
  if (colorCache.has(color)) return colorCache.get(color)
  colorCanvas ??= Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true })
  let rgba: Rgba | undefined
  if (colorCanvas) {
    colorCanvas.clearRect(0, 0, 1, 1)
    colorCanvas.fillStyle = '#000'
    colorCanvas.fillStyle = color
    colorCanvas.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = colorCanvas.getImageData(0, 0, 1, 1).data
    rgba = [r, g, b, a / 255]
  }
  colorCache.set(color, rgba)
  return rgba
}

/** `top` painted over the opaque `bottom`. */
function blend(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1]
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrastRatio(one: Rgba, two: Rgba): number {
  const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`

/**
 * The opaque colours that can sit behind an element's text: its own and its
 * ancestors' background colours and gradient stops, painted over white.
 * Undefined when a picture is behind it (its colours are unknown).
 */
function backgroundsBehind(element: Element): Rgba[] | undefined {
  const layers: Rgba[][] = []
  for (let current: Element | null = element; current; current = current.parentElement) {
    const style = getComputedStyle(current)
    if (/url\(/.test(style.backgroundImage)) return undefined
    const stops = (style.backgroundImage.match(/(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi) ?? [])
      .map(toRgba)
      .filter((stop): stop is Rgba => stop !== undefined)
    // The gradient is painted over the element's background colour.
    if (stops.length) layers.push(stops)
    const color = toRgba(style.backgroundColor)
    if (color && color[3] > 0) layers.push([color])
    if (layers.at(-1)?.every((layer) => layer[3] >= 1)) break
  }
  let behind: Rgba[] = [[255, 255, 255, 1]]
  for (const layer of layers.reverse()) {
    behind = behind.flatMap((base) => layer.map((color) => blend(color, base)))
    // Keep the lightest and the darkest: the worst case for any text colour is among them.
    if (behind.length > 2) {
      const sorted = [...behind].sort((x, y) => luminance(x) - luminance(y))
      behind = [sorted[0] as Rgba, sorted.at(-1) as Rgba]
    }
  }
  return behind
}

/** The first visible text that is hard to read on its background, in words; undefined when all text is readable. */
export function unreadableText(): string | undefined {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const seen = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    const words = node.textContent?.replace(/\s+/g, ' ').trim()
    if (!element || !words || seen.has(element) || !isVisible(element) || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(element.tagName))
      continue
    seen.add(element)
    const style = getComputedStyle(element)
    if (style.visibility !== 'visible' || (element as HTMLButtonElement).disabled) continue
    const color = toRgba(style.color)
    const backgrounds = backgroundsBehind(element)
    if (!color || !backgrounds) continue
    const size = Number.parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    const needed = large ? 3 : 4.5
    for (const background of backgrounds) {
      const text = blend(color, background)
      const ratio = contrastRatio(text, background)
      if (ratio < needed - 0.005) {
        const shown = words.length > 40 ? `${words.slice(0, 40)}…` : words
        return stepWords().lowContrast(shown, hex(text), hex(background), ratio.toFixed(1))
      }
    }
  }
  return undefined
}

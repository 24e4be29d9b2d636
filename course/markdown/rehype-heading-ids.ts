import { slug } from 'github-slugger'
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { textOf } from './hast-text.ts'

/** Two headings of one page would get the same id, so links to the second one (search results, anchors) would land on the first. */
export class HeadingIdCollision extends Error {
  override name = 'HeadingIdCollision'
}

/**
 * Gives every heading a stable id made from its text, GitHub's way
 * ('Keep secrets out of your code' becomes #keep-secrets-out-of-your-code).
 * Unlike rehype-slug it does not number a repeated heading ('#setup-1'):
 * search results and copied links point at headings by id, so two headings
 * with the same id in one page fail the build instead.
 */
export function rehypeHeadingIds(givenIds?: readonly string[]) {
  return (tree: Root) => {
    const seen = new Set<string>()
    let index = 0
    visit(tree, 'element', (node: Element) => {
      if (!/^h[1-6]$/.test(node.tagName)) return
      // A translation's headings take its English's ids, one for one (course/translations.ts).
      const id = givenIds ? givenIds[index] : slug(textOf(node))
      index += 1
      if (id === undefined) throw new HeadingIdCollision(`it has more headings than its English (${givenIds?.length ?? 0})`)
      if (seen.has(id)) throw new HeadingIdCollision(`two headings have the id "${id}"; give one of them different words`)
      seen.add(id)
      node.properties = { ...node.properties, id }
    })
    if (givenIds && index !== givenIds.length) throw new HeadingIdCollision(`it has ${index} headings, its English ${givenIds.length}`)
  }
}

// The words a beginner types (course/search/search-words.ts) in the site search:
// everyday queries find the lesson that answers them among the first three
// lessons found (a site tool such as Unstuck may come before them), synonyms
// and all, and stop words are never highlighted.
import t from 'tap'
import { buildSearchData, SiteSearch } from '../../course/search/search-index.ts'
import { queryUnits, wordsOf } from '../../course/search/search-words.ts'

import { siteContent } from '../helpers/site-content.ts'

/** A text as its synonym groups' first members, stop words dropped ("white screen" and "blank page" read alike). */
const canonicalWords = (text: string) => queryUnits(wordsOf(text)).flatMap((unit) => (unit.group ? [unit.group[0] as string] : unit.words))

const course = new SiteSearch(buildSearchData(await siteContent()))
const pagesFound = (query: string) =>
  course
    .search(query)
    .filter((result) => result.type !== 'tool')
    .slice(0, 3)
    .map((result) => result.href.split('#')[0])

/** Queries as a learner types them, and the page that answers each. */
const everyday: [query: string, page: string][] = [
  ['white screen', '/section4'],
  ['the page is white', '/section4'],
  ['the screen is blank', '/section4'],
  ['how do i undo', '/section2'],
  ['undo a mistake', '/section2'],
  ['revert the last change', '/section2'],
  ['go back to an older version', '/section2'],
  ['api key not working', '/section9'],
  ['keep my api key secret', '/section9'],
  ['where do I put my password', '/featured-project1'],
  ['my app crashed', '/section12'],
  ['put my app online', '/tutorials/deploying-your-app'],
  ['share my app with friends', '/project1'],
  ['why is my app slow', '/section8'],
  ['tasks gone after refresh', '/project3'],
  ['my data is gone', '/featured-project1'],
  ['nothing happens when I click the button', '/project1'],
  ['save my work to github', '/section7'],
  ['where is the console', '/section3'],
  ['how do I write a good prompt', '/section3'],
]

t.test('everyday words find their lesson in the first three results', async (t) => {
  t.equal(everyday.length, 20)
  for (const [query, page] of everyday) {
    const found = pagesFound(query)
    t.ok(found.includes(page), `"${query}" finds ${page} in the first three`, { found })
  }
})

t.test('stop words are not highlighted, synonyms are', async (t) => {
  const marked = course
    .search('my screen is white')
    .flatMap((result) =>
      [...result.titleParts, ...result.headingParts, ...result.snippet].filter((part) => part.match).map((part) => part.text.toLowerCase()),
    )
  t.ok(marked.length > 0, 'some words are marked')
  t.notOk(
    marked.some((word) => ['my', 'is'].includes(word)),
    '"my" and "is" are never marked',
  )
  t.ok(marked.includes('blank'), '"blank" is marked for "white"')
  t.same(course.search('is my the'), [], 'a query of stop words finds nothing')
})

t.test('phrases and synonyms read as one meaning', async (t) => {
  t.same(canonicalWords('White screen'), canonicalWords('blank page'), '"white screen" reads as "blank page"')
  t.same(canonicalWords("It doesn't work"), ['broken'], '"doesn\'t work" is "broken"')
  t.same(
    queryUnits(wordsOf('api key not working')).map((unit) => unit.words.join(' ')),
    ['api key', 'not working'],
    'two-word phrases stay whole',
  )
  t.same(canonicalWords('how do I roll back'), ['undo'], '"roll back" is "undo", and the rest are stop words')
})

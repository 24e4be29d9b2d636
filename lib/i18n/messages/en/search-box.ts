import { plural } from '../../plural.ts'

/** The header search box's instant results (loaded with them, on first use of the box), and the kind of page each search result is (also on /search). The source of the keys (../es/search-box.ts translates them). */
export const searchBox = {
  typeSection: 'Guide section',
  typeLearningProject: 'Learning project',
  typeFeaturedProject: 'Featured project',
  typeTutorial: 'Tutorial',
  typeBlog: 'Blog post',
  typeTool: 'Site tool',
  quickResultsLabel: 'Quick search results',
  allResultsFor: (query: string) => `All results for “${query}”`,
  noQuickResults: (query: string) => `No quick results for “${query}”. Press Enter to search the whole course.`,
  resultCount: (count: number) =>
    `${plural('en', count, { one: '# result', other: '# results' })}. Use the up and down arrows to choose, Enter to open.`,
}

/** The words of the pages' own chrome, rendered on the server only (search page, previous/next links). The source of the keys (../es/pages.ts translates them). */
import { plural } from '../../plural.ts'

export const pages = {
  previous: 'Previous',
  next: 'Next',
  searchTitle: 'Search the Course',
  searchSubtitle: 'Find the lesson where you read it. Typos and half-words are fine.',
  searchLabel: 'Search every section, project, tutorial and blog post',
  searchPrompt: 'Type a word or two above to search the course.',
  searchResultCount: (count: number) => (count === 0 ? 'No results' : plural('en', count, { one: '# result', other: '# results' })),
  /** Around the query after the count: '3 results' + ' for “' + query + '”'. */
  searchResultsForBefore: ' for “',
  searchResultsForAfter: '”',
  quoted: (text: string) => `“${text}”`,
  searchNothingMatches: 'Nothing in the course matches',
  searchNoResultsAdvice:
    'Check the spelling, try a shorter or more general word (“deploy” rather than “deploying my app to the internet”), or browse:',
  searchBrowseGuide: 'the Complete Guide',
  searchBrowseGuideNote: ', every section from the first steps to APIs',
  searchBrowseTutorials: 'the Step-by-Step Tutorials',
  searchBrowseTutorialsNote: ', short hands-on walkthroughs',
  searchPageTitle: 'Search the course',
  searchPageTitleFor: (query: string) => `Search results for “${query}”`,
}

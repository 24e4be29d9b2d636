import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

// One category's list is a page of its own for a reader's tabs and bookmarks; a search keeps the blog's title.
export default ({ data }: PageContextServer<Data>) =>
  data.category ? `${data.category.label} Articles: Vibe Coding Blog` : 'Vibe Coding Blog'

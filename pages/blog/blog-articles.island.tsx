import { island } from '../../renderer/islands/island.tsx'
import { BlogArticles } from './blog-articles.tsx'

/** The blog's searchable list of articles. */
export default island('blog-articles', BlogArticles)

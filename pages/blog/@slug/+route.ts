import { slugRoute } from '../../../lib/routes.ts'

// /blog/<slug>; an unknown slug reaches +data, which answers 'Article Not Found'.
export default slugRoute('post')

import { numberedRoute } from '../../lib/routes.ts'

// /featured-project1 ... /featured-project5; any other /featured-project<x> reaches +data,
// which answers 'Project Not Found'.
export default numberedRoute('featuredProject')

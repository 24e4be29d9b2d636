import { numberedRoute } from '../../lib/routes.ts'

// /project1 ... /project5; any other /project<x> reaches +data, which answers 'Project Not Found'.
// ('/projects', the featured projects list, is another page.)
export default numberedRoute('project')

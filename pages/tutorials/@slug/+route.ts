import { slugRoute } from '../../../lib/routes.ts'

// /tutorials/<slug>; an unknown slug reaches +data, which answers 'Tutorial Not Found'.
export default slugRoute('tutorial')

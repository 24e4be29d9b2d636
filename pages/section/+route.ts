import { numberedRoute } from '../../lib/routes.ts'

// /section1 ... /section12; any other /section<x> reaches +data, which answers 'Section Not Found'.
export default numberedRoute('section')

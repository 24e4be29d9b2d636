import { island } from '../islands/island.tsx'
import { Header } from './header.tsx'

/** The header: mobile menu, theme control and instant search. */
export default island('header', Header)

import { THEME_STORAGE_KEY } from '../../lib/theme.ts'
import { island } from '../islands/island.tsx'
import { Header } from './header.tsx'

/** The header: mobile menu, theme control and instant search. */
export default island('header', Header, { hydrateAtLoadIf: () => ({ storedIn: [THEME_STORAGE_KEY] }) })

import { packedCatalogues } from '../messages.ts'

/** The words of the islands on every page, one module per language (messages/<locale>/packs/every-page.ts). */
const onEveryPage = packedCatalogues({
  en: () => import('../messages/en/packs/every-page.ts'),
  es: () => import('../messages/es/packs/every-page.ts'),
})

/** The header, its menu and the site's link names: in the header's island, so on every page (each language loaded on its own). */
export const headerMessages = onEveryPage('header')

/** The copy buttons: on lessons, projects, tutorials and Unstuck. */
export const copyMessages = onEveryPage('copy')

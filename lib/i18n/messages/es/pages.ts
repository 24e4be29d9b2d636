import type { Translation } from '../../messages.ts'
import { plural } from '../../plural.ts'
import type { pages as english } from '../en/pages.ts'

export const pages: Translation<typeof english> = {
  previous: 'Anterior',
  next: 'Siguiente',
  searchTitle: 'Busca en el curso',
  searchSubtitle: 'Encuentra la lección donde leíste algo. No importa si hay errores de escritura o palabras a medias.',
  searchLabel: 'Busca en todas las secciones, proyectos, tutoriales y artículos del blog',
  searchPrompt: 'Escribe una o dos palabras arriba para buscar en el curso.',
  searchResultCount: (count: number) =>
    count === 0 ? 'No hay resultados' : plural('es', count, { one: '# resultado', other: '# resultados' }),
  searchResultsForBefore: ' para «',
  searchResultsForAfter: '»',
  quoted: (text: string) => `«${text}»`,
  searchNothingMatches: 'Nada en el curso coincide con',
  searchNoResultsAdvice:
    'Revisa cómo lo escribiste, prueba una palabra más corta o más general («publicar» en vez de «publicar mi app en internet») o explora:',
  searchBrowseGuide: 'la Guía completa',
  searchBrowseGuideNote: ', todas las secciones, desde los primeros pasos hasta las API',
  searchBrowseTutorials: 'los Tutoriales paso a paso',
  searchBrowseTutorialsNote: ', guías prácticas y cortas',
  searchPageTitle: 'Busca en el curso',
  searchPageTitleFor: (query: string) => `Resultados de búsqueda para «${query}»`,
}

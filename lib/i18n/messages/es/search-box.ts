import type { Translation } from '../../messages.ts'
import { plural } from '../../plural.ts'
import type { searchBox as english } from '../en/search-box.ts'

export const searchBox: Translation<typeof english> = {
  typeSection: 'Sección de la guía',
  typeLearningProject: 'Proyecto de aprendizaje',
  typeFeaturedProject: 'Proyecto destacado',
  typeTutorial: 'Tutorial',
  typeBlog: 'Artículo del blog',
  typeTool: 'Herramienta del sitio',
  quickResultsLabel: 'Resultados rápidos de la búsqueda',
  allResultsFor: (query: string) => `Todos los resultados de «${query}»`,
  noQuickResults: (query: string) => `No hay resultados rápidos para «${query}». Pulsa Enter para buscar en todo el curso.`,
  resultCount: (count: number) =>
    `${plural('es', count, { one: '# resultado', other: '# resultados' })}. Usa las flechas arriba y abajo para elegir y Enter para abrir.`,
}

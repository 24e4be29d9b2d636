import type { Translation } from '../../messages.ts'
import type { frame as english } from '../en/frame.ts'

export const frame: Translation<typeof english> = {
  skipToContent: 'Saltar al contenido principal',
  navCompleteGuide: 'Guía completa',
  navSuccessStories: 'Historias de éxito',
  navGlossary: 'Glosario',
  footerTagline: 'Ayudamos a la nueva generación de creadores a programar con ayuda de la IA.',
  footerNavigation: 'Pie de página',
  footerLearn: 'Aprende',
  footerAbout: 'Acerca de',
  privacyPolicy: 'Política de privacidad',
  termsOfService: 'Términos del servicio',
  accessibility: 'Accesibilidad',
  contact: 'Contacto',
  copyright: (firstYear: number, buildYear: number) => `© ${firstYear}–${buildYear} From Zero to Vibe. Aprende gratis, siempre.`,
  searchButton: 'Buscar',
  notFoundTitle: '404: página no encontrada',
  notFoundRouter: '¿Olvidaste agregar la página al enrutador?',
  notFoundHelp:
    'Ninguna página del curso tiene esta dirección. Tal vez está mal escrita o la página cambió de lugar. Busca lo que necesitas o vuelve a empezar desde la guía.',
  notFoundSearch: 'Busca en el curso',
  goToGuide: 'Ir a la guía',
  getHelp: 'Pide ayuda',
  goHome: 'Ir a la página de inicio',
  errorTitle: 'Algo salió mal',
  errorMessage: 'No pudimos mostrar esta página. Inténtalo de nuevo en un momento.',
}

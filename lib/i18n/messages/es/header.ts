import type { Translation } from '../../messages.ts'
import type { header as english } from '../en/header.ts'

export const header: Translation<typeof english> = {
  mainNavigation: 'Principal',
  navHome: 'Inicio',
  navGuide: 'Guía',
  navTutorials: 'Tutoriales',
  navBlog: 'Blog',
  navProjects: 'Proyectos',
  toolStuck: 'Unstuck: arregla un error',
  toolPlayground: 'Zona de práctica',
  toolProgress: 'Tu progreso',
  toolReview: 'Preguntas de repaso',
  toolGetHelp: 'Pide ayuda',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menuLearn: 'Aprende',
  menuTools: 'Tus herramientas',
  searchLabel: 'Busca en el curso',
  searchPlaceholder: 'Busca tutoriales...',
  themeLabel: 'Tema',
  themeSystem: 'Sistema',
  themeLight: 'Claro',
  themeDark: 'Oscuro',
}

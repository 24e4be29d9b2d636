/**
 * The name of a progress link's fragment ('#p=<packed progress>'), in a
 * module of its own: /progress's island needs it as the page loads, to
 * know whether a link was opened, and not the code that reads one
 * (progress-link.ts), which loads on use.
 */
export const LINK_FRAGMENT_PREFIX = '#p='

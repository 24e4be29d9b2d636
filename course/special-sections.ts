/** Guide sections that show more than their Markdown body. */

/** The section that introduces the learning projects: it lists them as cards, and they lead back to it. */
export const LEARNING_PROJECTS_SECTION = 5

/**
 * The section that shows the CLEAR framework as animated cards
 * (content/site/clear-framework.yaml) in place of its Markdown subsection
 * headed CLEAR_HEADING.
 */
export const CLEAR_SECTION = 6

/** The heading of the Markdown subsection the CLEAR cards replace. */
export const CLEAR_HEADING = 'CLEAR Framework'

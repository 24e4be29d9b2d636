/**
 * What @testing-library/user-event reads of Testing Library's configuration
 * (getConfig): the wrappers it runs each event and each action in, and the
 * error it throws for a drop-down it cannot choose in. The harness's builds
 * put this module in the place of @testing-library/dom for user-event
 * (vite.config.ts, course/live-check/live-check-build.ts): the real one would
 * bring Testing Library's queries, its printing of the page and all of
 * aria-query's role maps into the window of every run, for these few lines.
 * The values are Testing Library's defaults; the error leaves out its print
 * of the page, which a learner does not read.
 */
const config = {
  asyncWrapper: <T>(action: () => T) => action(),
  eventWrapper: <T>(dispatch: () => T) => dispatch(),
  getElementError(message: string) {
    const error = new Error(message)
    error.name = 'TestingLibraryElementError'
    return error
  },
}

export const getConfig = () => config

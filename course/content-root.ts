/**
 * Where this project keeps its course: the folder content/ beside course/.
 * The loader reads whatever root it is given (tests give it an edited copy);
 * this is the one place that names the real one, for the build, the
 * development server, the reports and the tests.
 */
import { join } from 'node:path'

export const contentRoot = join(import.meta.dirname, '..', 'content')

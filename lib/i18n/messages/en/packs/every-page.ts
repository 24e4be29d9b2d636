// The words of the islands on every page (the header's, the copy buttons'), in one module: one request, one chunk.
export { copy } from '../copy.ts'
export { header } from '../header.ts'

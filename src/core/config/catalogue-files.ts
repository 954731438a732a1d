import { catalogueFiles } from './generated/catalogue-files';

/**
 * The catalogues of rules/catalogues/, each named by its file, listed by `npm run gen` (a new
 * catalogue needs no TypeScript). Read them through catalogues.ts, which the browser's bundle
 * loads on first need.
 */
export { catalogueFiles };

export type Catalogues = typeof catalogueFiles;

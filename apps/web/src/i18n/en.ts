import { firstLoadEn } from './first-load.en.ts';
import { pagesEn } from './pages.en.ts';

/**
 * All English texts. Every key here must exist in de.ts too (a test checks). The app never loads this
 * file: it loads the first-load texts at start and the page texts with the first page that needs them
 * (setup-i18n.ts); tests and the types use the whole.
 */
export const en = { ...firstLoadEn, ...pagesEn };

export type Catalogue = typeof en;
export type FirstLoadCatalogue = typeof firstLoadEn;
export type PagesCatalogue = typeof pagesEn;

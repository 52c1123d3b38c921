import type { Catalogue } from './en.ts';
import { firstLoadDe } from './first-load.de.ts';
import { pagesDe } from './pages.de.ts';

/** All German texts, put together like en.ts. */
export const de: Catalogue = { ...firstLoadDe, ...pagesDe };

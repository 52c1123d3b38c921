import { SUBSCRIBE_PAGES } from '../features/plans/subscribe-state.ts';
import { SOLUTIONS_CATALOGUE_PATH } from './paths.ts';

/**
 * The dashboard routes of spec section 2 whose module this version does not have yet, and where each
 * leads instead: its subscribe page, or the solutions catalogue for a module without one. Both pages say
 * that the module is coming. When a module is built its routes replace these entries and the spec's
 * redirects (a subscription needed, else its subscribe page) apply.
 */
export const COMING_MODULE_ROUTES: readonly { path: string; to: string }[] = [
  { path: '/dashboard/events', to: SUBSCRIBE_PAGES.events },
  { path: '/dashboard/events/manage/:id?', to: SUBSCRIBE_PAGES.events },
  { path: '/dashboard/events/:id', to: SUBSCRIBE_PAGES.events },
  { path: '/dashboard/employees', to: SUBSCRIBE_PAGES.employees },
  { path: '/dashboard/employees/get-started', to: SUBSCRIBE_PAGES.employees },
  { path: '/dashboard/contribute', to: SOLUTIONS_CATALOGUE_PATH },
  { path: '/dashboard/contribute/success', to: SOLUTIONS_CATALOGUE_PATH },
];

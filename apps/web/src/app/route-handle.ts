import { useMatches } from 'react-router';
import type { Language } from '../i18n/languages.ts';

/** What a route says about the shell around it. */
export type RouteHandle = {
  /** Show the footer (hidden by default), with ENG/GER buttons for these locales. */
  footerLocales?: readonly Language[];
};

/** The deepest route's wishes win. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => (match.handle as RouteHandle | undefined) ?? {}));
}

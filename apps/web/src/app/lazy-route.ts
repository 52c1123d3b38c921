import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadPageTexts } from '../i18n/setup-i18n.ts';

/**
 * A route whose page is fetched as its own script the first time someone opens it, so the first
 * load carries only what the sign-in pages need. The page's texts arrive beside it, before it renders.
 * The router keeps the previous page and runs the progress bar while the script arrives; a failed fetch
 * lands on the error page with a retry.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [module] = await Promise.all([load(), loadPageTexts()]);
    return { Component: module[name] as ComponentType };
  };
}

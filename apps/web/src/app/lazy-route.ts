import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * A route whose page is fetched as its own script the first time someone opens it, so the first
 * load carries only what the sign-in pages need. The router keeps the previous page and runs the
 * progress bar while the script arrives; a failed fetch lands on the error page with a retry.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

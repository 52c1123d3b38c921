import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** Where the router sends a path: the `to` of the Navigate its deepest route renders, if any. */
function redirectOf(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const element = matches.at(-1)?.route.element;
  if (!isValidElement<{ to?: string }>(element)) return undefined;
  return element.props.to;
}

describe('routes of modules still to come', () => {
  it.each([
    ['/dashboard/events', '/dashboard/events/subscribe'],
    ['/dashboard/events/manage', '/dashboard/events/subscribe'],
    ['/dashboard/events/manage/e1', '/dashboard/events/subscribe'],
    ['/dashboard/events/e1', '/dashboard/events/subscribe'],
    ['/dashboard/employees', '/dashboard/products/climateneutral'],
    ['/dashboard/employees/get-started', '/dashboard/products/climateneutral'],
    ['/dashboard/contribute', '/dashboard/solutions'],
  ])('%s leads to %s, which says the module is coming', (path, target) => {
    expect(redirectOf(path)).toBe(target);
  });

  it('keeps the subscribe pages and built modules on their own routes', () => {
    for (const path of [
      '/dashboard/events/subscribe',
      '/dashboard/insights/subscribe',
      '/dashboard/workforce',
      '/dashboard/insights',
      '/dashboard/assessments',
      '/dashboard/assessments/a1',
      '/dashboard/solutions',
      '/dashboard/surveys',
      '/dashboard/surveys/generate',
      '/dashboard/surveys/s1',
    ]) {
      expect(redirectOf(path), path).toBeUndefined();
    }
  });

  it('still sends a path nobody knows to the projects', () => {
    expect(redirectOf('/dashboard/nothing-here')).toBe('/dashboard/calculator');
  });
});

import type { RouteObject } from 'react-router';
import { BareLayout } from '../../../app/layouts/BareLayout.tsx';
import { lazyPage } from '../../../app/lazy-route.ts';

/**
 * `/esg/:id` and `/esg/g/:id`: a published ESG dashboard of a year or of a group, bare, for anyone with
 * the link (signed in or not, no banner).
 */
export const publicEsgDashboardRoute: RouteObject = {
  element: <BareLayout />,
  children: [
    {
      path: '/esg/:id',
      lazy: lazyPage(() => import('./PublicEsgDashboardPage.tsx'), 'PublicEsgDashboardPage'),
    },
    {
      path: '/esg/g/:id',
      lazy: lazyPage(() => import('./PublicEsgGroupDashboardPage.tsx'), 'PublicEsgGroupDashboardPage'),
    },
  ],
};

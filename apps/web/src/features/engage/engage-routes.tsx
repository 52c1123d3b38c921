import { Navigate, type RouteObject } from 'react-router';
import { BareLayout } from '../../app/layouts/BareLayout.tsx';
import { lazyPage } from '../../app/lazy-route.ts';
import { CALCULATOR_HOME } from '../../app/paths.ts';
import { RequireCapability } from '../auth/RequireCapability.tsx';

/**
 * The Engage tab and its report generator, inside the calculator layout. Spec section 6: the tab
 * (calculatorInstanceEngageTab) is the admin's; the spec's short `/report/g/:group` is kept too.
 */
export const engageCalculatorRoutes: RouteObject[] = [
  {
    element: <RequireCapability capability="engageTab" />,
    children: [
      {
        path: '/dashboard/calculator/engage/g/:group',
        lazy: lazyPage(() => import('./EngagePage.tsx'), 'EngagePage'),
      },
      {
        path: '/dashboard/calculator/engage/:instance',
        lazy: lazyPage(() => import('./EngagePage.tsx'), 'EngagePage'),
      },
      {
        path: '/dashboard/calculator/engage/report/g/:group',
        lazy: lazyPage(() => import('./EngageReportPage.tsx'), 'EngageReportPage'),
      },
      {
        path: '/dashboard/calculator/engage/report/:instance',
        lazy: lazyPage(() => import('./EngageReportPage.tsx'), 'EngageReportPage'),
      },
      {
        path: '/dashboard/calculator/report/g/:group',
        lazy: lazyPage(() => import('./EngageReportPage.tsx'), 'EngageReportPage'),
      },
    ],
  },
];

/** `/dashboard/calculator/engage` without a year goes home (spec: "the parent redirects to home"). */
export const engageParentRoute: RouteObject = {
  path: '/dashboard/calculator/engage',
  element: <Navigate to={CALCULATOR_HOME} replace />,
};

/** `/reports/:id`: the public report, bare, for anyone with the link (signed in or not, no banner). */
export const publicReportRoute: RouteObject = {
  element: <BareLayout />,
  children: [
    { path: '/reports/:id', lazy: lazyPage(() => import('./PublicReportPage.tsx'), 'PublicReportPage') },
  ],
};

import { Navigate, type RouteObject } from 'react-router';
import { DefaultLayout } from '../../app/layouts/DefaultLayout.tsx';
import { lazyPage } from '../../app/lazy-route.ts';
import type { RouteHandle } from '../../app/route-handle.ts';
import { EMPLOYEES_PATH, FAQS_PATH } from './workforce-access.ts';

/**
 * The Workforce pages inside the dashboard (spec section 2). The layout sends a company without the
 * entitlement to `/dashboard/workforce/subscribe` (a route of its own, outside this layout).
 */
export const workforceDashboardRoute: RouteObject = {
  lazy: lazyPage(() => import('./WorkforceLayout.tsx'), 'WorkforceLayout'),
  children: [
    {
      path: '/dashboard/workforce',
      lazy: lazyPage(() => import('./WorkforceHomePage.tsx'), 'WorkforceHomePage'),
    },
    { path: '/dashboard/workforce/manage', element: <Navigate to={EMPLOYEES_PATH} replace /> },
    {
      path: '/dashboard/workforce/manage/employees',
      lazy: lazyPage(() => import('./EmployeesPage.tsx'), 'EmployeesPage'),
    },
    {
      path: '/dashboard/workforce/manage/employees/team',
      lazy: lazyPage(() => import('./EmployeesPage.tsx'), 'TeamEmployeesPage'),
    },
    {
      path: '/dashboard/workforce/manage/teams',
      lazy: lazyPage(() => import('./TeamsPage.tsx'), 'TeamsPage'),
    },
  ],
};

const PUBLIC_PAGE: RouteHandle = { footerLocales: ['en', 'de'] };

/** The public FAQ page, for anyone, signed in or not. */
export const publicWorkforceFaqsRoute: RouteObject = {
  element: <DefaultLayout />,
  handle: PUBLIC_PAGE,
  children: [
    { path: FAQS_PATH, lazy: lazyPage(() => import('./WorkforceFaqsPage.tsx'), 'WorkforceFaqsPage') },
  ],
};

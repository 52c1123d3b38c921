import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from '../features/auth/guards.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterGate } from '../features/auth/RegisterGate.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { CalculatorInstancesPage } from '../features/calculator/CalculatorInstancesPage.tsx';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { DashboardLayout } from './layouts/DashboardLayout.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { CALCULATOR_HOME, LOGIN_PATH } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';
import type { RouteHandle } from './route-handle.ts';

const PUBLIC_PAGE: RouteHandle = { footerLocales: ['en', 'de'] };

/** Every route of the SPA. Unknown paths go to the calculator instances page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <Navigate to={LOGIN_PATH} replace /> },
      { path: '/error', element: <ErrorPage /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            element: <DefaultLayout />,
            handle: PUBLIC_PAGE,
            children: [
              { path: LOGIN_PATH, element: <LoginPage /> },
              { path: '/register/company', element: <RegisterPage /> },
              { path: '/register/:company?/:token?', element: <RegisterGate /> },
            ],
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <DashboardLayout />,
            children: [{ path: '/dashboard/calculator/:instance?', element: <CalculatorInstancesPage /> }],
          },
        ],
      },
      { path: '*', element: <Navigate to={CALCULATOR_HOME} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

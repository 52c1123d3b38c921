import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CalculatorInstancesPage } from '../features/calculator/CalculatorInstancesPage.tsx';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { DashboardLayout } from './layouts/DashboardLayout.tsx';
import { RootLayout } from './RootLayout.tsx';

export const CALCULATOR_HOME = '/dashboard/calculator';

/** Every route of the SPA. Unknown paths go to the calculator instances page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/error', element: <ErrorPage /> },
      {
        element: <DashboardLayout />,
        children: [{ path: '/dashboard/calculator/:instance?', element: <CalculatorInstancesPage /> }],
      },
      { path: '*', element: <Navigate to={CALCULATOR_HOME} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

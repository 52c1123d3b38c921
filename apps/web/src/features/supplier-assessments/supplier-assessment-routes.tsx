import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-route.ts';
import { SUPPLIERS_PATH } from './supplier-access.ts';

/**
 * The supplier assessment pages inside the dashboard. The layout sends a company without the
 * assessments entitlement to its product page (`/dashboard/products/assessments`).
 */
export const supplierAssessmentRoutes: RouteObject = {
  lazy: lazyPage(() => import('./SupplierAssessmentsLayout.tsx'), 'SupplierAssessmentsLayout'),
  children: [
    { path: SUPPLIERS_PATH, lazy: lazyPage(() => import('./SuppliersPage.tsx'), 'SuppliersPage') },
    {
      path: `${SUPPLIERS_PATH}/:questionnaireId`,
      lazy: lazyPage(() => import('./QuestionnairePage.tsx'), 'QuestionnairePage'),
    },
  ],
};

import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-route.ts';

/** The survey pages inside the dashboard (spec section 2), behind the surveys entitlement. */
export const surveysDashboardRoute: RouteObject = {
  lazy: lazyPage(() => import('./SurveysLayout.tsx'), 'SurveysLayout'),
  children: [
    { path: '/dashboard/surveys', lazy: lazyPage(() => import('./SurveysPage.tsx'), 'SurveysPage') },
    {
      path: '/dashboard/surveys/generate/:id?',
      lazy: lazyPage(() => import('./SurveyEditorPage.tsx'), 'SurveyEditorPage'),
    },
    { path: '/dashboard/surveys/:id', lazy: lazyPage(() => import('./SurveyPage.tsx'), 'SurveyPage') },
  ],
};

/** The public answer page of forms and surveys: no account, bare layout. */
export const publicFormRoute: RouteObject = {
  path: '/forms/:token',
  lazy: lazyPage(() => import('../forms/PublicFormPage.tsx'), 'PublicFormPage'),
};

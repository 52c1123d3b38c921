import { CUSTOM_FORM_CAPABILITY, INVITE_FORM_PATH } from '@carbon-ledger/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from '../features/auth/guards.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RequireCapability } from '../features/auth/RequireCapability.tsx';
import {
  engageCalculatorRoutes,
  engageParentRoute,
  publicReportRoute,
} from '../features/engage/engage-routes.tsx';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { publicEsgDashboardRoute } from '../features/esg/dashboard/esg-dashboard-routes.tsx';
import { supplierAssessmentRoutes } from '../features/supplier-assessments/supplier-assessment-routes.tsx';
import { publicFormRoute, surveysDashboardRoute } from '../features/surveys/survey-routes.tsx';
import {
  publicWorkforceFaqsRoute,
  workforceDashboardRoute,
} from '../features/workforce/workforce-routes.tsx';
import { COMING_MODULE_ROUTES } from './coming-modules.ts';
import { BareLayout } from './layouts/BareLayout.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { lazyPage } from './lazy-route.ts';
import { PageLoading } from './PageLoading.tsx';
import { CALCULATOR_HOME, LOGIN_PATH } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';
import type { RouteHandle } from './route-handle.ts';

const PUBLIC_PAGE: RouteHandle = { footerLocales: ['en', 'de'] };

/**
 * Every route of the SPA. Unknown paths go to the calculator instances page. Only the sign-in pages
 * are part of the first script; every other page is loaded when it is first opened.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // Opening a lazily loaded page directly: shown until its script has arrived.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', element: <Navigate to={LOGIN_PATH} replace /> },
      { path: '/error', element: <ErrorPage /> },
      {
        // The published climate action plan: for anyone with the link, signed in or not.
        element: <BareLayout />,
        children: [
          {
            path: '/climate-action-plan',
            lazy: lazyPage(
              () => import('../features/impact/ClimateActionPlanPage.tsx'),
              'ClimateActionPlanPage',
            ),
          },
          {
            path: '/climate-action-plan/:id',
            lazy: lazyPage(
              () => import('../features/impact/ClimateActionPlanPage.tsx'),
              'ClimateActionPlanPage',
            ),
          },
          publicFormRoute,
        ],
      },
      publicReportRoute,
      publicEsgDashboardRoute,
      publicWorkforceFaqsRoute,
      {
        // Checkout: the dashboard frame when signed in, the default one otherwise (spec section 2).
        lazy: lazyPage(() => import('../features/checkout/CheckoutLayout.tsx'), 'CheckoutLayout'),
        handle: PUBLIC_PAGE,
        children: [
          {
            path: '/checkout',
            lazy: lazyPage(() => import('../features/checkout/CheckoutPage.tsx'), 'CheckoutPage'),
          },
        ],
      },
      {
        // The public form of a calculator invite link: the link's token is the access (spec section 2).
        element: <BareLayout />,
        children: [
          {
            path: INVITE_FORM_PATH,
            lazy: lazyPage(
              () => import('../features/calculator-invites/InviteFormPage.tsx'),
              'InviteFormPage',
            ),
          },
        ],
      },
      {
        // Public whether signed in or not: the holder of a setup link, and the provider's redirect back.
        element: <DefaultLayout />,
        children: [
          {
            path: '/sso-setup/:token',
            lazy: lazyPage(() => import('../features/sso/SsoSetupPage.tsx'), 'SsoSetupPage'),
            handle: PUBLIC_PAGE,
          },
          {
            path: '/oauth2/callback',
            lazy: lazyPage(() => import('../features/sso/SsoCallbackPage.tsx'), 'SsoCallbackPage'),
          },
        ],
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            element: <DefaultLayout />,
            handle: PUBLIC_PAGE,
            children: [
              { path: LOGIN_PATH, element: <LoginPage /> },
              {
                path: '/register/company',
                lazy: lazyPage(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage'),
              },
              {
                path: '/register/:company?/:token?',
                lazy: lazyPage(() => import('../features/auth/RegisterGate.tsx'), 'RegisterGate'),
              },
            ],
          },
        ],
      },
      {
        // Mailed links: open whether or not someone is signed in in this browser.
        element: <DefaultLayout />,
        handle: PUBLIC_PAGE,
        children: [
          {
            // Before `/register/:company?/:token?` by rank: company ids are never the word "confirm".
            path: '/register/confirm/:token',
            lazy: lazyPage(() => import('../features/auth/RegisterConfirmPage.tsx'), 'RegisterConfirmPage'),
          },
          {
            path: '/plans',
            lazy: lazyPage(() => import('../features/plans/PlansPage.tsx'), 'PlansPage'),
          },
          {
            path: '/password/reset',
            lazy: lazyPage(
              () => import('../features/account/PasswordResetRequestPage.tsx'),
              'PasswordResetRequestPage',
            ),
          },
          {
            path: '/password/reset/:token',
            lazy: lazyPage(() => import('../features/account/PasswordResetPage.tsx'), 'PasswordResetPage'),
          },
          {
            path: '/accounts/delete/:token',
            lazy: lazyPage(
              () => import('../features/account/AccountDeletionPage.tsx'),
              'AccountDeletionPage',
            ),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: lazyPage(() => import('./layouts/DashboardLayout.tsx'), 'DashboardLayout'),
            children: [
              {
                element: <RequireCapability capability="deleteCalculatorContainer" />,
                children: [
                  {
                    path: '/dashboard/calculator/create',
                    lazy: lazyPage(
                      () => import('../features/calculator/shell/CreateProjectPage.tsx'),
                      'CreateProjectPage',
                    ),
                  },
                ],
              },
              {
                element: <RequireCapability capability="calculatorResults" />,
                children: [
                  {
                    path: '/dashboard/calculator/create/upload',
                    lazy: lazyPage(
                      () => import('../features/calculator/import/ImportPage.tsx'),
                      'ImportPage',
                    ),
                  },
                ],
              },
              {
                path: '/dashboard/calculator/esg/:instance',
                lazy: lazyPage(() => import('../features/esg/EsgYearPage.tsx'), 'EsgYearPage'),
              },
              engageParentRoute,
              {
                path: '/dashboard/calculator/g/:group',
                lazy: lazyPage(
                  () => import('../features/calculator/shell/CalculatorInstancesPage.tsx'),
                  'CalculatorInstancesPage',
                ),
              },
              {
                path: '/dashboard/calculator/:instance?',
                lazy: lazyPage(
                  () => import('../features/calculator/shell/CalculatorInstancesPage.tsx'),
                  'CalculatorInstancesPage',
                ),
              },
              {
                lazy: lazyPage(
                  () => import('../features/calculator/shell/CalculatorLayout.tsx'),
                  'CalculatorLayout',
                ),
                children: [
                  {
                    path: '/dashboard/calculator/form/i/:instance',
                    lazy: lazyPage(
                      () => import('../features/calculator/inputs/InputsPage.tsx'),
                      'InputsPage',
                    ),
                  },
                  {
                    path: '/dashboard/calculator/form/g/:group',
                    lazy: lazyPage(
                      () => import('../features/calculator/inputs/InputsPage.tsx'),
                      'InputsPage',
                    ),
                  },
                  {
                    path: '/dashboard/calculator/emissions/g/:group',
                    lazy: lazyPage(
                      () => import('../features/calculator/analyze/AnalyzePage.tsx'),
                      'AnalyzePage',
                    ),
                  },
                  {
                    path: '/dashboard/calculator/emissions/:instance',
                    lazy: lazyPage(
                      () => import('../features/calculator/analyze/AnalyzePage.tsx'),
                      'AnalyzePage',
                    ),
                  },
                  {
                    path: '/dashboard/calculator/reduce/g/:group',
                    lazy: lazyPage(() => import('../features/impact/ImpactPage.tsx'), 'ImpactPage'),
                  },
                  {
                    path: '/dashboard/calculator/reduce/:instance',
                    lazy: lazyPage(() => import('../features/impact/ImpactPage.tsx'), 'ImpactPage'),
                  },
                  ...engageCalculatorRoutes,
                  {
                    element: <RequireCapability capability="logs" />,
                    children: [
                      {
                        path: '/dashboard/calculator/logs/:instance',
                        lazy: lazyPage(() => import('../features/calculator/logs/LogsPage.tsx'), 'LogsPage'),
                      },
                    ],
                  },
                ],
              },
              {
                element: <RequireCapability capability={CUSTOM_FORM_CAPABILITY} />,
                children: [
                  {
                    path: '/dashboard/calculator/custom-form/:container',
                    lazy: lazyPage(
                      () => import('../features/calculator/custom-form/CustomFormPage.tsx'),
                      'CustomFormPage',
                    ),
                  },
                ],
              },
              {
                path: '/dashboard/factors',
                lazy: lazyPage(
                  () => import('../features/factors/FactorBrowserPage.tsx'),
                  'FactorBrowserPage',
                ),
              },
              {
                path: '/dashboard/factors/company',
                lazy: lazyPage(
                  () => import('../features/factors/CompanyFactorsPage.tsx'),
                  'CompanyFactorsPage',
                ),
              },
              workforceDashboardRoute,
              supplierAssessmentRoutes,
              surveysDashboardRoute,
              {
                path: '/dashboard/insights',
                lazy: lazyPage(() => import('../features/insights/InsightsPage.tsx'), 'InsightsPage'),
              },
              {
                path: '/dashboard/assessments',
                lazy: lazyPage(
                  () => import('../features/materiality/AssessmentsPage.tsx'),
                  'AssessmentsPage',
                ),
              },
              {
                path: '/dashboard/assessments/:assessmentId',
                lazy: lazyPage(() => import('../features/materiality/AssessmentPage.tsx'), 'AssessmentPage'),
              },
              // The subscribe pages of spec section 2: one page, the product read from the path.
              ...[
                '/dashboard/products/subscribe',
                '/dashboard/products/assessments',
                '/dashboard/products/climateneutral',
                '/dashboard/workforce/subscribe',
                '/dashboard/insights/subscribe',
                '/dashboard/events/subscribe',
              ].map((path) => ({
                path,
                lazy: lazyPage(() => import('../features/plans/SubscribePage.tsx'), 'SubscribePage'),
              })),
              // Modules still to come lead to the page that says so, not silently to Projects.
              ...COMING_MODULE_ROUTES.map(({ path, to }) => ({
                path,
                element: <Navigate to={to} replace />,
              })),
              {
                path: '/dashboard/analytics/news',
                lazy: lazyPage(() => import('../features/news/NewsPage.tsx'), 'NewsPage'),
              },
              {
                path: '/dashboard/solutions',
                lazy: lazyPage(
                  () => import('../features/solutions/SolutionsCataloguePage.tsx'),
                  'SolutionsCataloguePage',
                ),
              },
              {
                path: '/dashboard/support',
                lazy: lazyPage(
                  () => import('../features/support/SupportTicketsPage.tsx'),
                  'SupportTicketsPage',
                ),
              },
              {
                path: '/email/update',
                lazy: lazyPage(() => import('../features/account/EmailUpdatePage.tsx'), 'EmailUpdatePage'),
              },
              {
                path: '/dashboard/settings',
                lazy: lazyPage(() => import('../features/settings/SettingsLayout.tsx'), 'SettingsLayout'),
                children: [
                  { index: true, element: <Navigate to="account" replace /> },
                  {
                    path: 'account',
                    lazy: lazyPage(
                      () => import('../features/account/AccountSettingsPage.tsx'),
                      'AccountSettingsPage',
                    ),
                  },
                  {
                    path: 'users',
                    lazy: lazyPage(
                      () => import('../features/company/UsersSettingsPage.tsx'),
                      'UsersSettingsPage',
                    ),
                  },
                  {
                    element: <RequireCapability capability="settingsCompany" />,
                    children: [
                      {
                        path: 'company',
                        lazy: lazyPage(
                          () => import('../features/company/CompanySettingsPage.tsx'),
                          'CompanySettingsPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="apiKeyManagement" />,
                    children: [
                      {
                        path: 'api-keys',
                        lazy: lazyPage(() => import('../features/api-keys/ApiKeysPage.tsx'), 'ApiKeysPage'),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="sso" />,
                    children: [
                      {
                        path: 'sso',
                        lazy: lazyPage(
                          () => import('../features/sso/SsoSettingsPage.tsx'),
                          'SsoSettingsPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="subscriptions" />,
                    children: [
                      {
                        path: 'subscriptions',
                        lazy: lazyPage(
                          () => import('../features/billing-settings/SubscriptionsPage.tsx'),
                          'SubscriptionsPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="paymentMethods" />,
                    children: [
                      {
                        path: 'payment-method',
                        lazy: lazyPage(
                          () => import('../features/billing-settings/PaymentMethodPage.tsx'),
                          'PaymentMethodPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="settingsPaymentHistory" />,
                    children: [
                      {
                        path: 'history',
                        lazy: lazyPage(
                          () => import('../features/billing-settings/PaymentHistoryPage.tsx'),
                          'PaymentHistoryPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="settingsCustomSolutions" />,
                    children: [
                      {
                        path: 'solutions',
                        lazy: lazyPage(
                          () => import('../features/licences/SolutionsSettingsPage.tsx'),
                          'SolutionsSettingsPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="manageOperators" />,
                    children: [
                      {
                        path: 'operators',
                        lazy: lazyPage(
                          () => import('../features/operators/OperatorsSettingsPage.tsx'),
                          'OperatorsSettingsPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="manageSubstanceList" />,
                    children: [
                      {
                        path: 'substances',
                        lazy: lazyPage(
                          () => import('../features/substances/SubstanceListPage.tsx'),
                          'SubstanceListPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="manageNews" />,
                    children: [
                      {
                        path: 'news',
                        lazy: lazyPage(
                          () => import('../features/news/NewsSettingsPage.tsx'),
                          'NewsSettingsPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="settingsSupportTickets" />,
                    children: [
                      {
                        path: 'support-tickets',
                        lazy: lazyPage(
                          () => import('../features/support/SupportTicketsSettingsPage.tsx'),
                          'SupportTicketsSettingsPage',
                        ),
                      },
                    ],
                  },
                  {
                    element: <RequireCapability capability="settingsSolutions" />,
                    children: [
                      {
                        path: 'custom-plans',
                        lazy: lazyPage(
                          () => import('../features/custom-plans/CustomPlansSettingsPage.tsx'),
                          'CustomPlansSettingsPage',
                        ),
                      },
                    ],
                  },
                ],
              },
            ],
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

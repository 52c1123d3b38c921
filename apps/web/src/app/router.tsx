import { CUSTOM_FORM_CAPABILITY, INVITE_FORM_PATH } from '@carbon-ledger/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccountDeletionPage } from '../features/account/AccountDeletionPage.tsx';
import { AccountSettingsPage } from '../features/account/AccountSettingsPage.tsx';
import { EmailUpdatePage } from '../features/account/EmailUpdatePage.tsx';
import { PasswordResetPage } from '../features/account/PasswordResetPage.tsx';
import { PasswordResetRequestPage } from '../features/account/PasswordResetRequestPage.tsx';
import { ApiKeysPage } from '../features/api-keys/ApiKeysPage.tsx';
import { RedirectIfSignedIn, RequireSession } from '../features/auth/guards.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterGate } from '../features/auth/RegisterGate.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { RequireCapability } from '../features/auth/RequireCapability.tsx';
import { AnalyzePage } from '../features/calculator/analyze/AnalyzePage.tsx';
import { CustomFormPage } from '../features/calculator/custom-form/CustomFormPage.tsx';
import { ImportPage } from '../features/calculator/import/ImportPage.tsx';
import { InputsPage } from '../features/calculator/inputs/InputsPage.tsx';
import { CalculatorInstancesPage } from '../features/calculator/shell/CalculatorInstancesPage.tsx';
import { CalculatorLayout } from '../features/calculator/shell/CalculatorLayout.tsx';
import { CreateProjectPage } from '../features/calculator/shell/CreateProjectPage.tsx';
import { InviteFormPage } from '../features/calculator-invites/InviteFormPage.tsx';
import { CompanySettingsPage } from '../features/company/CompanySettingsPage.tsx';
import { UsersSettingsPage } from '../features/company/UsersSettingsPage.tsx';
import {
  engageCalculatorRoutes,
  engageParentRoute,
  publicReportRoute,
} from '../features/engage/engage-routes.tsx';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { CompanyFactorsPage } from '../features/factors/CompanyFactorsPage.tsx';
import { FactorBrowserPage } from '../features/factors/FactorBrowserPage.tsx';
import { ClimateActionPlanPage } from '../features/impact/ClimateActionPlanPage.tsx';
import { ImpactPage } from '../features/impact/ImpactPage.tsx';
import { SolutionsSettingsPage } from '../features/licences/SolutionsSettingsPage.tsx';
import { SettingsLayout } from '../features/settings/SettingsLayout.tsx';
import { SsoCallbackPage } from '../features/sso/SsoCallbackPage.tsx';
import { SsoSettingsPage } from '../features/sso/SsoSettingsPage.tsx';
import { SsoSetupPage } from '../features/sso/SsoSetupPage.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
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
        // The published climate action plan: for anyone with the link, signed in or not.
        element: <BareLayout />,
        children: [
          { path: '/climate-action-plan', element: <ClimateActionPlanPage /> },
          { path: '/climate-action-plan/:id', element: <ClimateActionPlanPage /> },
        ],
      },
      publicReportRoute,
      {
        // The public form of a calculator invite link: the link's token is the access (spec section 2).
        element: <BareLayout />,
        children: [{ path: INVITE_FORM_PATH, element: <InviteFormPage /> }],
      },
      {
        // Public whether signed in or not: the holder of a setup link, and the provider's redirect back.
        element: <DefaultLayout />,
        children: [
          { path: '/sso-setup/:token', element: <SsoSetupPage />, handle: PUBLIC_PAGE },
          { path: '/oauth2/callback', element: <SsoCallbackPage /> },
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
              { path: '/register/company', element: <RegisterPage /> },
              { path: '/register/:company?/:token?', element: <RegisterGate /> },
            ],
          },
        ],
      },
      {
        // Mailed links: open whether or not someone is signed in in this browser.
        element: <DefaultLayout />,
        handle: PUBLIC_PAGE,
        children: [
          { path: '/password/reset', element: <PasswordResetRequestPage /> },
          { path: '/password/reset/:token', element: <PasswordResetPage /> },
          { path: '/accounts/delete/:token', element: <AccountDeletionPage /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              {
                element: <RequireCapability capability="deleteCalculatorContainer" />,
                children: [{ path: '/dashboard/calculator/create', element: <CreateProjectPage /> }],
              },
              {
                element: <RequireCapability capability="calculatorResults" />,
                children: [{ path: '/dashboard/calculator/create/upload', element: <ImportPage /> }],
              },
              engageParentRoute,
              { path: '/dashboard/calculator/g/:group', element: <CalculatorInstancesPage /> },
              { path: '/dashboard/calculator/:instance?', element: <CalculatorInstancesPage /> },
              {
                element: <CalculatorLayout />,
                children: [
                  { path: '/dashboard/calculator/form/i/:instance', element: <InputsPage /> },
                  { path: '/dashboard/calculator/form/g/:group', element: <InputsPage /> },
                  { path: '/dashboard/calculator/emissions/g/:group', element: <AnalyzePage /> },
                  { path: '/dashboard/calculator/emissions/:instance', element: <AnalyzePage /> },
                  { path: '/dashboard/calculator/reduce/g/:group', element: <ImpactPage /> },
                  { path: '/dashboard/calculator/reduce/:instance', element: <ImpactPage /> },
                  ...engageCalculatorRoutes,
                ],
              },
              {
                element: <RequireCapability capability={CUSTOM_FORM_CAPABILITY} />,
                children: [
                  { path: '/dashboard/calculator/custom-form/:container', element: <CustomFormPage /> },
                ],
              },
              { path: '/dashboard/factors', element: <FactorBrowserPage /> },
              { path: '/dashboard/factors/company', element: <CompanyFactorsPage /> },
              { path: '/email/update', element: <EmailUpdatePage /> },
              {
                path: '/dashboard/settings',
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <Navigate to="account" replace /> },
                  { path: 'account', element: <AccountSettingsPage /> },
                  { path: 'users', element: <UsersSettingsPage /> },
                  {
                    element: <RequireCapability capability="settingsCompany" />,
                    children: [{ path: 'company', element: <CompanySettingsPage /> }],
                  },
                  {
                    element: <RequireCapability capability="apiKeyManagement" />,
                    children: [{ path: 'api-keys', element: <ApiKeysPage /> }],
                  },
                  {
                    element: <RequireCapability capability="sso" />,
                    children: [{ path: 'sso', element: <SsoSettingsPage /> }],
                  },
                  {
                    element: <RequireCapability capability="settingsSolutions" />,
                    children: [{ path: 'solutions', element: <SolutionsSettingsPage /> }],
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

import type { Capability } from '@carbon-ledger/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { CALCULATOR_HOME } from '../../app/paths.ts';
import { showNoAccessPopup } from './no-access.ts';
import { useHasRoleFor } from './useCan.ts';

/**
 * A page that needs a role: a user without it (arriving by URL) is told so and taken to the
 * calculator instances. Links inside the app check first and keep the user in place.
 */
export function RequireCapability({ capability }: { capability: Capability }) {
  const { t } = useTranslation();
  // A page guard checks the role; a condition on a resource (a frozen year) is the page's to show.
  const isAllowed = useHasRoleFor(capability);
  useEffect(() => {
    if (!isAllowed) void showNoAccessPopup(t);
  }, [isAllowed, t]);
  return isAllowed ? <Outlet /> : <Navigate to={CALCULATOR_HOME} replace />;
}

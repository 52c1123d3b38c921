import type { SessionUser } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialogs } from '../../components/ui/dialogs.ts';
import { signOut, switchCompany, useAssociatedCompanies } from './session-api.ts';

/** Log out after a confirmation, then go to the front door (the account menu and the phone menu). */
export function useLogOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('userMenu.logOutTitle'),
      message: t('userMenu.logOutMessage'),
      confirmLabel: t('userMenu.logOut'),
    });
    if (!isConfirmed) return;
    await signOut(queryClient);
    navigate('/', { replace: true });
  };
}

/**
 * The user's other companies (fetched once `isShown`) and the switch to one of them, which signs in
 * again there.
 */
export function useCompanySwitch(user: SessionUser, isShown: boolean) {
  const queryClient = useQueryClient();
  const [switchingTo, setSwitchingTo] = useState<string>();
  const companies = useAssociatedCompanies(isShown);
  const otherCompanies = (companies.data ?? []).filter((company) => company._id !== user.company);

  const switchTo = async (companyId: string) => {
    setSwitchingTo(companyId);
    const isSwitched = await switchCompany(companyId);
    setSwitchingTo(undefined);
    if (!isSwitched) return; // spec: any other status keeps the user in place
    queryClient.clear();
    const query = new URLSearchParams({ company: companyId, email: user.email });
    window.location.assign(`/login?${query.toString()}`);
  };

  return { otherCompanies, switchingTo, switchTo };
}

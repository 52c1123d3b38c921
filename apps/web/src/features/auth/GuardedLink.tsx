import type { Capability } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { NavLink, type NavLinkProps } from 'react-router';
import { showNoAccessPopup } from './no-access.ts';
import { useCan } from './useCan.ts';

export type GuardedLinkProps = NavLinkProps & { capability?: Capability | undefined };

/** A link to a page that needs a role: without it, the no-access popup and the user stays put. */
export function GuardedLink({ capability, onClick, ...props }: GuardedLinkProps) {
  const { t } = useTranslation();
  const isAllowed = useCan(capability ?? 'viewCompanyUsers');
  return (
    <NavLink
      {...props}
      onClick={(event) => {
        if (capability && !isAllowed) {
          event.preventDefault();
          void showNoAccessPopup(t);
          return;
        }
        onClick?.(event);
      }}
    />
  );
}

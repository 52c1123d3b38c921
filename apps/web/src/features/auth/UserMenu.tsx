import type { SessionUser } from '@carbon-ledger/core';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SOLUTIONS_CATALOGUE_PATH } from '../../app/paths.ts';
import { MenuContent } from '../../components/ui/MenuContent.tsx';
import { useCompanySwitch, useLogOut } from './account-actions.ts';
import { useCan } from './useCan.ts';

export type UserMenuProps = { user: SessionUser; onOpenSupport: () => void };

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[disabled]:cursor-default data-[disabled]:opacity-50';

/** The top bar's user menu: who and where, the other companies, settings, support, sign-out. */
export function UserMenu({ user, onOpenSupport }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const canSeeSolutions = useCan('pageSettingsSolutions');
  const { otherCompanies, switchingTo, switchTo: swapTo } = useCompanySwitch(user, isOpen);
  const logOut = useLogOut();

  return (
    <DropdownMenu.Root open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        aria-label={t('userMenu.label')}
        className="flex max-w-56 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-left text-sm hover:bg-slate-100"
      >
        <span
          aria-hidden
          className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
        >
          {(user.nameFirst[0] ?? user.email[0] ?? '?').toUpperCase()}
        </span>
        <span className="truncate font-medium">{user.companyInfo.brand}</span>
        <span aria-hidden>▾</span>
      </DropdownMenu.Trigger>
      <MenuContent widthClass="w-72">
        <div className="px-3 py-2">
          <p className="truncate font-semibold">{user.companyInfo.brand}</p>
          <p data-testid="user-menu-name" className="truncate text-sm text-slate-800">
            {`${user.nameFirst} ${user.nameLast}`}
          </p>
          <p className="truncate text-sm text-slate-600">{t('userMenu.signedInAs', { email: user.email })}</p>
        </div>
        {otherCompanies.length > 0 && (
          <>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Label className="px-3 py-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('userMenu.otherCompanies')}
            </DropdownMenu.Label>
            <div className="max-h-[60vh] overflow-y-auto">
              {otherCompanies.map((company) => (
                <DropdownMenu.Item
                  key={company._id}
                  className={itemClass}
                  disabled={switchingTo !== undefined}
                  onSelect={(event) => {
                    event.preventDefault();
                    void swapTo(company._id);
                  }}
                >
                  <span className="flex-1 truncate">{company.companyInfo.brand}</span>
                  <span className="text-xs text-brand-700" aria-hidden>
                    {switchingTo === company._id ? '…' : '⇄'}
                  </span>
                  <span className="sr-only">
                    {t('userMenu.switchTo', { brand: company.companyInfo.brand })}
                  </span>
                </DropdownMenu.Item>
              ))}
            </div>
          </>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard/settings')}>
          {t('userMenu.settings')}
        </DropdownMenu.Item>
        {canSeeSolutions && (
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(SOLUTIONS_CATALOGUE_PATH)}>
            {t('userMenu.solutions')}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item className={itemClass} onSelect={onOpenSupport}>
          {t('nav.support')}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={() => void logOut()}>
          {t('userMenu.logOut')}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

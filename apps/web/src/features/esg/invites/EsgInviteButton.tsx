import { can, getInstanceYearLabel, type VsmeFormResponse } from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../auth/session-api.ts';
import { ShellDialog } from '../../calculator/shell/ShellDialog.tsx';
import { InvitesList } from '../../calculator-invites/InvitesList.tsx';
import { inviteKeys, listInvites } from '../../calculator-invites/invites-api.ts';
import { EsgInviteForm } from './EsgInviteForm.tsx';

/**
 * The ESG form's Invite button (permission calculatorInstanceInvites, as the calculator's): opens the
 * dialog to invite a colleague to chosen disclosures and to follow, resend or revoke the year's invites.
 */
export function EsgInviteButton({ form, lang }: { form: VsmeFormResponse; lang: 'en' | 'de' }) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const isAllowed =
    user !== undefined &&
    user !== null &&
    can(
      { role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin },
      'calculatorInstanceInvites',
      { isGroup: false },
    );
  if (!isAllowed || form.year.isFrozen) return null;
  return (
    <div>
      <Button
        type="button"
        variant="secondary"
        onClick={() => setIsOpen(true)}
        data-testid="esg-invite-button"
      >
        <span aria-hidden="true">✉</span>
        {t('esgInvites.button')}
      </Button>
      <ShellDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={t('esgInvites.dialog.title', {
          project: form.year.containerName,
          year: getInstanceYearLabel(form.year),
        })}
        description={t('esgInvites.dialog.description')}
        testId="esg-invite-dialog"
        isWide
      >
        {isOpen && <InviteDialogBody form={form} lang={lang} />}
      </ShellDialog>
    </div>
  );
}

function InviteDialogBody({ form, lang }: { form: VsmeFormResponse; lang: 'en' | 'de' }) {
  const queryClient = useQueryClient();
  const invites = useQuery({
    queryKey: inviteKeys.ofInstance(form.year._id, lang),
    queryFn: () => listInvites(form.year._id, lang),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['invites'] });
  return (
    <div className="space-y-6">
      <EsgInviteForm form={form} lang={lang} onCreated={refresh} />
      <InvitesList invites={invites.data} isError={invites.isError} onChanged={refresh} />
    </div>
  );
}

import { can, filterVisibleSections } from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { useSession } from '../auth/session-api.ts';
import { useCalculatorLang, useInstancesSetup } from '../calculator/api/calculator-queries.ts';
import { ShellDialog } from '../calculator/shell/ShellDialog.tsx';
import { InviteForm } from './InviteForm.tsx';
import { InvitesList } from './InvitesList.tsx';
import { inviteKeys, listInvites } from './invites-api.ts';

type InviteButtonProps = {
  kind: 'instance' | 'group';
  instanceIds: string[];
  title: string;
  yearLabel: string;
};

/**
 * The calculator top bar's Invite button (permission calculatorInstanceInvites): only for one year,
 * never a group. Opens the dialog to invite someone and to follow, revoke or resend the year's invites.
 */
export function InviteButton({ kind, instanceIds, title, yearLabel }: InviteButtonProps) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const isAllowed =
    user !== undefined &&
    user !== null &&
    can(
      { role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin },
      'calculatorInstanceInvites',
      {
        isGroup: kind === 'group' || instanceIds.length !== 1,
      },
    );
  if (!isAllowed) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)} data-testid="invite-button">
        <span aria-hidden="true">✉</span>
        {t('calculatorInvites.button')}
      </Button>
      <ShellDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={t('calculatorInvites.dialog.title', { project: title, year: yearLabel })}
        description={t('calculatorInvites.dialog.description')}
        testId="invite-dialog"
        isWide
      >
        {isOpen && <InviteDialogBody instanceId={instanceIds[0] ?? ''} />}
      </ShellDialog>
    </>
  );
}

function InviteDialogBody({ instanceId }: { instanceId: string }) {
  const lang = useCalculatorLang();
  const queryClient = useQueryClient();
  const setup = useInstancesSetup([instanceId]);
  const invites = useQuery({
    queryKey: inviteKeys.ofInstance(instanceId, lang),
    queryFn: () => listInvites(instanceId, lang),
  });
  const sections = useMemo(() => {
    const data = setup.data;
    if (!data) return [];
    const selected = data.instances.flatMap((instance) => instance.general.selectedVoluntarySectionIds);
    return filterVisibleSections(data.form.sections, selected);
  }, [setup.data]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['invites'] });
  return (
    <div className="space-y-6">
      <InviteForm instanceIds={[instanceId]} sections={sections} onCreated={refresh} />
      <InvitesList invites={invites.data} isError={invites.isError} onChanged={refresh} />
    </div>
  );
}

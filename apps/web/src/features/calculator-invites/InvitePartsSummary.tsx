import type { PublicInvite } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { describeCalculatorError } from '../calculator/shell/shell-labels.ts';
import { inviteKeys, markInviteItemDone } from './invites-api.ts';
import { StatusDot } from './StatusDot.tsx';

type InvitePartsSummaryProps = { invite: PublicInvite; project: string; year: string };

/** Who asks, for which project and year, and the invitee's parts with their status and a done switch. */
export function InvitePartsSummary({ invite, project, year }: InvitePartsSummaryProps) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const [busyKey, setBusyKey] = useState<string>();

  const toggleDone = async (item: PublicInvite['items'][number]) => {
    const key = `${item.kind}:${item.id}`;
    setBusyKey(key);
    try {
      await markInviteItemDone({ kind: item.kind, id: item.id }, !item.isMarkedDone, lang);
      toasts.show({
        message: t(
          item.isMarkedDone
            ? 'calculatorInvites.publicForm.notDoneToast'
            : 'calculatorInvites.publicForm.doneToast',
          {
            title: item.title,
          },
        ),
        tone: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.inviteForm(token) });
    } catch (error) {
      toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
    } finally {
      setBusyKey(undefined);
    }
  };

  return (
    <section
      aria-labelledby="invite-parts-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-testid="invite-parts-summary"
    >
      {invite.name && (
        <p className="text-slate-800">{t('calculatorInvites.publicForm.greeting', { name: invite.name })}</p>
      )}
      <p className="text-slate-700">
        {t('calculatorInvites.publicForm.intro', { company: invite.companyName, project, year })}
      </p>
      <h2 id="invite-parts-title" className="mt-4 text-base font-semibold">
        {t('calculatorInvites.publicForm.yourParts')}
      </h2>
      <ul className="mt-2 space-y-2">
        {invite.items.map((item) => {
          const key = `${item.kind}:${item.id}`;
          return (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2">
              <ul>
                <StatusDot title={item.title} status={item.status} deadline={item.deadline} />
              </ul>
              <Button
                variant="secondary"
                disabled={busyKey === key}
                aria-pressed={item.isMarkedDone}
                aria-label={t(
                  item.isMarkedDone
                    ? 'calculatorInvites.publicForm.markNotDoneLabel'
                    : 'calculatorInvites.publicForm.markDoneLabel',
                  { title: item.title },
                )}
                onClick={() => void toggleDone(item)}
              >
                {item.isMarkedDone
                  ? t('calculatorInvites.publicForm.markNotDone')
                  : t('calculatorInvites.publicForm.markDone')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

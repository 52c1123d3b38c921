import { type CalculatorInvite, formatRelativeTime } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { describeCalculatorError } from '../calculator/shell/shell-labels.ts';
import { resendInvite, revokeInvite } from './invites-api.ts';
import { StatusDot } from './StatusDot.tsx';

type InvitesListProps = {
  invites: CalculatorInvite[] | undefined;
  isError: boolean;
  onChanged: () => void;
};

/** The year's invites with the status of each granted part, and Revoke / Send again. */
export function InvitesList({ invites, isError, onChanged }: InvitesListProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="invites-list-title" className="space-y-3" data-testid="invites-list">
      <h3 id="invites-list-title" className="text-base font-semibold">
        {t('calculatorInvites.list.title')}
      </h3>
      {isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('calculatorInvites.list.loadError')}
        </p>
      ) : invites && invites.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calculatorInvites.list.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {(invites ?? []).map((invite) => (
            <InviteRow key={invite._id} invite={invite} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteRow({ invite, onChanged }: { invite: CalculatorInvite; onChanged: () => void }) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const isRevoked = invite.revokedAt !== null;

  const act = async (action: 'revoke' | 'resend') => {
    setIsBusy(true);
    try {
      if (action === 'revoke') await revokeInvite(invite._id, lang);
      else await resendInvite(invite._id, lang);
      toasts.show({
        message: t(
          action === 'revoke' ? 'calculatorInvites.list.revokedToast' : 'calculatorInvites.list.resentToast',
          {
            email: invite.email,
          },
        ),
        tone: 'success',
      });
      onChanged();
    } catch (error) {
      toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  };

  return (
    <li className="space-y-2 px-4 py-3" data-testid="invite-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-900">
            {invite.name ? `${invite.name} · ` : ''}
            {invite.email}
            <span className="ml-2 text-xs font-normal text-slate-500">
              {t(`calculatorInvites.form.kinds.${invite.kind}`)}
            </span>
          </p>
          <p className="text-xs text-slate-500">
            {isRevoked
              ? t('calculatorInvites.list.revoked')
              : t('calculatorInvites.list.lastSent', {
                  time: formatRelativeTime(invite.lastSentAt, Date.now(), lang),
                })}
          </p>
        </div>
        {!isRevoked && (
          <div className="flex gap-2">
            {isConfirming ? (
              <>
                <Button variant="danger" disabled={isBusy} onClick={() => void act('revoke')}>
                  {t('calculatorInvites.list.revoke')}
                </Button>
                <Button variant="secondary" onClick={() => setIsConfirming(false)}>
                  {t('common.cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="secondary"
                  disabled={isBusy}
                  aria-label={t('calculatorInvites.list.resendLabel', { email: invite.email })}
                  onClick={() => void act('resend')}
                >
                  {t('calculatorInvites.list.resend')}
                </Button>
                <Button
                  variant="ghost"
                  disabled={isBusy}
                  aria-label={t('calculatorInvites.list.revokeLabel', { email: invite.email })}
                  onClick={() => setIsConfirming(true)}
                >
                  {t('calculatorInvites.list.revoke')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {isConfirming && (
        <p role="alert" className="text-sm text-red-800">
          {t('calculatorInvites.list.revokeConfirmMessage', { email: invite.email })}
        </p>
      )}
      <ul className="space-y-1">
        {invite.items.map((item) => (
          <StatusDot
            key={`${item.kind}:${item.id}`}
            title={item.title}
            status={item.status}
            deadline={item.deadline}
          />
        ))}
      </ul>
    </li>
  );
}

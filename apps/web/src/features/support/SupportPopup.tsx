import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/status.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useSession } from '../auth/session-api.ts';
import { SUPPORT_TICKETS_PATH } from './support-tickets-api.ts';

/** Spec: the Copy action shows 'Copied' for 2 seconds. */
const COPIED_TOAST_SECONDS = 2;

/** The server setting behind each channel, for the operator's hint. */
const CHANNEL_SETTINGS = [
  { channel: 'email', setting: 'SUPPORT_EMAIL' },
  { channel: 'chat', setting: 'SUPPORT_CHAT_URL' },
  { channel: 'ticket', setting: 'SUPPORT_TICKET_URL' },
] as const;

export type SupportPopupProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * The Support popup of the top bar: email with the reply promise, chat and a ticket link. Only the
 * channels the installation set up are shown; operators are told which settings fill the others.
 */
export function SupportPopup({ isOpen, onOpenChange }: SupportPopupProps) {
  const { t } = useTranslation();
  const { supportEmail, links } = useAppConfig();
  const { data: user } = useSession();
  const isSet = {
    email: Boolean(supportEmail),
    chat: Boolean(links.supportChat),
    ticket: Boolean(links.supportTicket),
  };
  const unset = CHANNEL_SETTINGS.filter(({ channel }) => !isSet[channel]);
  const hasAnyChannel = unset.length < CHANNEL_SETTINGS.length;

  const copyEmail = async () => {
    if (!supportEmail) return;
    try {
      await navigator.clipboard.writeText(supportEmail);
      toasts.show({ message: t('support.copied'), tone: 'success', ttlSeconds: COPIED_TOAST_SECONDS });
    } catch {
      toasts.show({ message: t('support.copyFailed'), tone: 'error' });
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid="support-popup"
          className="fixed top-1/2 left-1/2 z-40 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{t('support.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t('support.description')}
          </Dialog.Description>
          {hasAnyChannel ? (
            <ul className="mt-5 space-y-4">
              {supportEmail && (
                <li className="rounded-lg border border-slate-200 p-4" data-testid="support-email">
                  <h3 className="font-medium">{t('support.email')}</h3>
                  <p className="text-sm text-slate-600">{t('support.replyPromise')}</p>
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <a
                      className="font-mono text-sm break-all text-brand-700 underline"
                      href={`mailto:${supportEmail}`}
                    >
                      {supportEmail}
                    </a>
                    <Button variant="secondary" onClick={() => void copyEmail()}>
                      {t('support.copyEmail')}
                    </Button>
                  </div>
                </li>
              )}
              {links.supportChat && (
                <li className="rounded-lg border border-slate-200 p-4" data-testid="support-chat">
                  <h3 className="font-medium">{t('support.chat')}</h3>
                  <a
                    className="text-sm text-brand-700 underline"
                    href={links.supportChat}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('support.chatDescription')}
                  </a>
                </li>
              )}
              {links.supportTicket && (
                <li className="rounded-lg border border-slate-200 p-4" data-testid="support-ticket">
                  <a className="text-sm text-brand-700 underline" href={links.supportTicket}>
                    {t('support.ticket')}
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <p className="mt-5 text-sm text-slate-600">{t('support.notConfigured')}</p>
          )}
          {user && !links.supportTicket && (
            // Without a help desk of its own, the installation takes tickets itself.
            <div className="mt-4 rounded-lg border border-slate-200 p-4" data-testid="support-ticket-new">
              <Link
                to={SUPPORT_TICKETS_PATH}
                className="text-sm text-brand-700 underline"
                onClick={() => onOpenChange(false)}
              >
                {t('support.ticket')}
              </Link>
            </div>
          )}
          {user?.isSitewideAdmin && unset.length > 0 && (
            <div
              className="mt-5 rounded-lg bg-amber-50 p-4 text-sm text-amber-900"
              data-testid="support-operator-hint"
            >
              <p>{t('support.operatorHint')}</p>
              <ul className="mt-2 space-y-1">
                {unset.map(({ channel, setting }) => (
                  <li key={setting}>
                    <code className="font-mono font-medium">{setting}</code> –{' '}
                    {t(`support.operatorSettings.${channel}`)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('common.close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

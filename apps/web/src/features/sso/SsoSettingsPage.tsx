import type { SsoConfigForm } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { SsoDomainProofSection } from './SsoDomainProofSection.tsx';
import { SsoForm } from './SsoForm.tsx';
import { SsoSetupLinkSection } from './SsoSetupLinkSection.tsx';
import { removeSsoSettings, SSO_SETTINGS_QUERY_KEY, saveSsoSettings, useSsoSettings } from './sso-api.ts';

/** Settings → Single sign-on (owner): the company's OpenID Connect provider. */
export function SsoSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useSsoSettings();

  const save = async (form: SsoConfigForm) => {
    const result = await saveSsoSettings(form);
    if (result.data) queryClient.setQueryData(SSO_SETTINGS_QUERY_KEY, result.data);
    return result;
  };

  const remove = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('sso.removeTitle'),
      message: t('sso.removeMessage'),
      confirmLabel: t('sso.remove'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    const result = await removeSsoSettings();
    if (result.error || result.status === undefined) {
      toasts.show({ message: result.error?.message ?? t('errors.network'), tone: 'error' });
    } else {
      toasts.show({ message: t('sso.removed'), tone: 'success' });
    }
    await queryClient.invalidateQueries({ queryKey: SSO_SETTINGS_QUERY_KEY });
  };

  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('settings.nav.sso')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('sso.description')}</p>
      </header>
      {settings.isPending && <p role="status">{t('app.loading')}</p>}
      {settings.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
          <span>{t('sso.loadFailed')}</span>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('sso.retry')}
          </Button>
        </div>
      )}
      {settings.data && (
        <>
          {!settings.data.sso && (
            <p className="rounded-xl bg-white p-5 text-sm text-slate-600 shadow-sm">
              {t('sso.notConfigured')}
            </p>
          )}
          <SsoForm
            // A fresh form after each save or removal: the secret field empties, the values are the stored ones.
            key={settings.data.sso?.updatedAt ?? 'new'}
            config={settings.data.sso}
            redirectUri={settings.data.redirectUri}
            onSave={save}
            onSaved={() => toasts.show({ message: t('sso.saved'), tone: 'success' })}
            actions={
              settings.data.sso && (
                <Button variant="secondary" onClick={() => void remove()}>
                  {t('sso.remove')}
                </Button>
              )
            }
          />
          {settings.data.sso && <SsoDomainProofSection config={settings.data.sso} />}
          <SsoSetupLinkSection />
        </>
      )}
    </div>
  );
}

import type { ApiKeySummary, CreatedApiKey } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { ApiKeyList } from './ApiKeyList.tsx';
import { API_KEYS_QUERY_KEY, revokeApiKey, useApiKeys } from './api-keys-api.ts';
import { CreateApiKeyForm } from './CreateApiKeyForm.tsx';
import { NewApiKeyPanel } from './NewApiKeyPanel.tsx';

/** Settings → API keys (owner): keys for the public API, each shown once when it is made. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apiKeys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });

  const showCreated = async (key: CreatedApiKey) => {
    setCreated(key);
    await refresh();
  };

  const revoke = async (apiKey: ApiKeySummary) => {
    const isConfirmed = await dialogs.confirm({
      title: t('apiKeys.revokeTitle'),
      message: t('apiKeys.revokeMessage', { name: apiKey.name }),
      confirmLabel: t('apiKeys.revoke'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    const result = await revokeApiKey(apiKey._id);
    if (result.error || result.status === undefined) {
      toasts.show({ message: result.error?.message ?? t('errors.network'), tone: 'error' });
    } else {
      toasts.show({ message: t('apiKeys.revoked', { name: apiKey.name }), tone: 'success' });
      if (created?._id === apiKey._id) setCreated(undefined);
    }
    await refresh();
  };

  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('settings.nav.apiKeys')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('apiKeys.description')}</p>
      </header>
      {created && <NewApiKeyPanel created={created} onDone={() => setCreated(undefined)} />}
      <CreateApiKeyForm onCreated={(key) => void showCreated(key)} />
      <section aria-labelledby="api-keys-list-title" className="space-y-3">
        <h3 id="api-keys-list-title" className="text-lg font-medium">
          {t('apiKeys.listTitle')}
        </h3>
        {apiKeys.isPending && <p role="status">{t('app.loading')}</p>}
        {apiKeys.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
            <span>{t('apiKeys.loadFailed')}</span>
            <Button variant="secondary" onClick={() => void apiKeys.refetch()}>
              {t('apiKeys.retry')}
            </Button>
          </div>
        )}
        {apiKeys.data?.length === 0 && (
          <p className="rounded-xl bg-white p-5 text-sm text-slate-600 shadow-sm">{t('apiKeys.empty')}</p>
        )}
        {apiKeys.data && apiKeys.data.length > 0 && (
          <ApiKeyList apiKeys={apiKeys.data} onRevoke={(apiKey) => void revoke(apiKey)} />
        )}
      </section>
    </div>
  );
}

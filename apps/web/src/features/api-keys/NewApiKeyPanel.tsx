import type { CreatedApiKey } from '@carbon-ledger/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';

/** The Copy action confirms with 'Copied' for 2 seconds, like every copy button of the app. */
const COPIED_TOAST_SECONDS = 2;

export type NewApiKeyPanelProps = { created: CreatedApiKey; onDone: () => void };

/** Shows a key just made, once: it is not kept anywhere, so leaving the panel loses it for good. */
export function NewApiKeyPanel({ created, onDone }: NewApiKeyPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const warningId = useId();
  const panelRef = useRef<HTMLElement>(null);

  // Bring the key into view and focus, since it appears above the form that was just used.
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'nearest' });
    panelRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.apiKey);
      toasts.show({ message: t('apiKeys.copied'), tone: 'success', ttlSeconds: COPIED_TOAST_SECONDS });
    } catch {
      toasts.show({ message: t('apiKeys.copyFailed'), tone: 'error' });
    }
  };

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      data-testid="new-api-key-panel"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm focus:outline-none"
    >
      <h3 id={titleId} className="text-lg font-medium text-slate-900">
        {t('apiKeys.newKeyTitle', { name: created.name })}
      </h3>
      <p id={warningId} className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <span aria-hidden className="text-amber-600">
          ⚠
        </span>
        {t('apiKeys.newKeyWarning')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          readOnly
          value={created.apiKey}
          aria-label={t('apiKeys.newKeyLabel')}
          data-testid="new-api-key"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button onClick={() => void copy()}>{t('apiKeys.copy')}</Button>
      </div>
      <Button variant="secondary" onClick={onDone}>
        {t('apiKeys.done')}
      </Button>
    </section>
  );
}

import type { SsoSetupLink } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { CopyField } from './CopyField.tsx';
import { createSsoSetupLink } from './sso-api.ts';

/** A single-use link for the company's IT admin, who may not have an account here. */
export function SsoSetupLinkSection() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const [link, setLink] = useState<SsoSetupLink>();
  const [isCreating, setIsCreating] = useState(false);

  const create = async () => {
    setIsCreating(true);
    const result = await createSsoSetupLink();
    setIsCreating(false);
    if (result.data) setLink(result.data);
    else toasts.show({ message: result.error?.message ?? t('errors.network'), tone: 'error' });
  };

  const validUntil = link ? formatDateTime(link.expiresAt) : '';

  return (
    <section aria-labelledby="sso-setup-link-title" className="space-y-3 rounded-xl bg-white p-6 shadow-sm">
      <h3 id="sso-setup-link-title" className="text-lg font-medium">
        {t('sso.setupLinkTitle')}
      </h3>
      <p className="max-w-3xl text-sm text-slate-600">{t('sso.setupLinkDescription')}</p>
      {link && (
        <CopyField
          label={t('sso.setupLinkLabel')}
          value={link.url}
          hint={t('sso.setupLinkValidUntil', { date: validUntil })}
          testId="sso-setup-link"
        />
      )}
      <Button variant="secondary" onClick={() => void create()} disabled={isCreating}>
        {isCreating
          ? t('sso.creatingSetupLink')
          : link
            ? t('sso.createAnotherSetupLink')
            : t('sso.createSetupLink')}
      </Button>
    </section>
  );
}

import type { SsoConfigForm } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LOGIN_PATH } from '../../app/paths.ts';
import { SsoForm } from './SsoForm.tsx';
import { saveSsoSetup, useSsoSetup } from './sso-api.ts';

function Notice({ title, message, testId }: { title: string; message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-6 py-12 text-center" data-testid={testId}>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Link to={LOGIN_PATH} className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('sso.setup.toLogin')}
      </Link>
    </div>
  );
}

/** `/sso-setup/:token` (public): someone the owner sent the link to fills in the settings once. */
export function SsoSetupPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const setup = useSsoSetup(token);
  const [isDone, setIsDone] = useState(false);

  if (setup.isPending) {
    return (
      <p role="status" className="p-8 text-center">
        {t('app.loading')}
      </p>
    );
  }
  if (setup.isError)
    return <Notice title={t('errors.generic')} message={t('errors.network')} testId="sso-setup-error" />;
  if (!setup.data) {
    return (
      <Notice
        title={t('sso.setup.invalidTitle')}
        message={t('sso.setup.invalidMessage')}
        testId="sso-setup-invalid"
      />
    );
  }
  const { brand } = setup.data.companyInfo;
  if (isDone) {
    return (
      <Notice
        title={t('sso.setup.doneTitle')}
        message={t('sso.setup.doneMessage', { brand })}
        testId="sso-setup-done"
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-6 py-12">
      <h1 className="text-2xl font-semibold">{t('sso.setup.title', { brand })}</h1>
      <p className="mt-2 mb-8 text-sm text-slate-600">{t('sso.setup.subtitle', { brand })}</p>
      <SsoForm
        config={setup.data.sso}
        redirectUri={setup.data.redirectUri}
        onSave={(form: SsoConfigForm) => saveSsoSetup(token, form)}
        onSaved={() => setIsDone(true)}
      />
    </div>
  );
}

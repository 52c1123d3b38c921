import type { SsoConfig, SsoConfigResponse } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/http-client.ts';
import {
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { CopyField } from './CopyField.tsx';
import {
  checkSsoDomainRecord,
  confirmSsoDomainCode,
  SSO_SETTINGS_QUERY_KEY,
  sendSsoDomainCode,
} from './sso-api.ts';

/**
 * Proof that the email domain is the company's own, before sign-in uses the settings: a DNS TXT record,
 * or a code mailed to an address at the domain.
 */
export function SsoDomainProofSection({ config }: { config: SsoConfig }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Shows field errors in place; anything else (a refusal without a field, no answer) as a toast. */
  const handle = (result: ApiResult<unknown>) => {
    const fieldErrors = collectServerFieldErrors(result.error);
    setErrors(fieldErrors);
    if (result.error && Object.keys(fieldErrors).length === 0) {
      toasts.show({ message: result.error.message, tone: 'error' });
    } else if (!result.error && result.status === undefined) {
      toasts.show({ message: t('errors.network'), tone: 'error' });
    }
    return result.error === undefined && result.status !== undefined;
  };
  const run = async <T,>(call: () => Promise<ApiResult<T>>) => {
    setIsBusy(true);
    const result = await call();
    setIsBusy(false);
    return handle(result) ? result.data : undefined;
  };
  const accept = (answer: SsoConfigResponse | undefined) => {
    if (!answer) return;
    queryClient.setQueryData(SSO_SETTINGS_QUERY_KEY, answer);
    toasts.show({ message: t('sso.domainProof.proven'), tone: 'success' });
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if ((await run(() => sendSsoDomainCode(email))) !== undefined) setIsCodeSent(true);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    accept(await run(() => confirmSsoDomainCode(code)));
  };

  if (config.isDomainVerified) {
    return (
      <p
        className="rounded-xl bg-white p-5 text-sm text-emerald-800 shadow-sm"
        data-testid="sso-domain-proven"
      >
        {t('sso.domainProof.isProven', { domain: config.emailDomain })}
      </p>
    );
  }
  return (
    <section aria-labelledby="sso-domain-proof-title" className="space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h3 id="sso-domain-proof-title" className="text-lg font-medium">
        {t('sso.domainProof.title', { domain: config.emailDomain })}
      </h3>
      <p className="max-w-3xl text-sm text-slate-600">{t('sso.domainProof.description')}</p>

      <div className="space-y-3">
        <h4 className="font-medium">{t('sso.domainProof.dnsTitle')}</h4>
        <CopyField label={t('sso.domainProof.recordName')} value={config.domainTxtRecord.name} />
        <CopyField label={t('sso.domainProof.recordValue')} value={config.domainTxtRecord.value} />
        {errors.domainProof && (
          <p role="alert" className="text-sm text-red-700">
            {validationText(errors.domainProof)}
          </p>
        )}
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={async () => accept(await run(checkSsoDomainRecord))}
        >
          {t('sso.domainProof.checkRecord')}
        </Button>
      </div>

      <form className="space-y-3" onSubmit={(event) => void sendCode(event)} noValidate>
        <h4 className="font-medium">{t('sso.domainProof.mailTitle')}</h4>
        <TextField
          label={t('sso.domainProof.mailAddress', { domain: config.emailDomain })}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={validationText(errors.email)}
        />
        <Button type="submit" variant="secondary" disabled={isBusy}>
          {t('sso.domainProof.sendCode')}
        </Button>
      </form>
      {isCodeSent && (
        <form className="space-y-3" onSubmit={(event) => void confirm(event)} noValidate>
          <TextField
            label={t('sso.domainProof.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={validationText(errors.code)}
          />
          <Button type="submit" disabled={isBusy}>
            {t('sso.domainProof.confirmCode')}
          </Button>
        </form>
      )}
    </section>
  );
}

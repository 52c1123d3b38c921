import { emailChangeRequestSchema } from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { requestEmailChange } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';
import { SettingsCard } from './SettingsCard.tsx';

/** A new address, confirmed by the password; the change completes through the mailed link. */
export function EmailChangeSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [fields, setFields] = useState({ newEmail: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(undefined);
    const parsed = emailChangeRequestSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSending(true);
    const result = await requestEmailChange(parsed.data);
    setIsSending(false);
    if (result.data) {
      setSentTo(parsed.data.newEmail);
      setFields({ newEmail: '', password: '' });
      return;
    }
    const serverErrors = collectServerFieldErrors(result.error);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0)
      toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
  };

  return (
    <SettingsCard
      title={t('account.email.title')}
      titleId="account-email"
      description={t('account.email.description', { email })}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {sentTo && (
          <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800 sm:col-span-2">
            {t('account.email.sent', { email: sentTo })}
          </p>
        )}
        <TextField
          label={t('account.email.newEmail')}
          type="email"
          name="newEmail"
          autoComplete="email"
          value={fields.newEmail}
          onChange={set('newEmail')}
          error={validationText(errors.newEmail)}
          required
        />
        <TextField
          label={t('account.email.password')}
          type="password"
          name="emailChangePassword"
          autoComplete="current-password"
          value={fields.password}
          onChange={set('password')}
          error={validationText(errors.password)}
          required
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={isSending}>
            {isSending ? t('account.email.submitting') : t('account.email.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

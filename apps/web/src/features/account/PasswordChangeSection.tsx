import { passwordChangeSchema } from '@carbon-ledger/core';
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
import { changePassword } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';
import { PasswordRules } from './PasswordRules.tsx';
import { SettingsCard } from './SettingsCard.tsx';

const EMPTY = { currentPassword: '', password1: '', password2: '' };

/** The current password and the new one twice; other sessions end, this one stays. */
export function PasswordChangeSection() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSaving(true);
    const result = await changePassword(parsed.data);
    setIsSaving(false);
    if (result.data) {
      setFields(EMPTY);
      toasts.show({ message: t('account.password.changed'), tone: 'success' });
      return;
    }
    const serverErrors = collectServerFieldErrors(result.error);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0)
      toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
  };

  return (
    <SettingsCard
      title={t('account.password.title')}
      titleId="account-password"
      description={t('account.password.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('account.password.current')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          error={validationText(errors.currentPassword)}
          required
        />
        <TextField
          label={t('account.password.password1')}
          type="password"
          name="password1"
          autoComplete="new-password"
          value={fields.password1}
          onChange={set('password1')}
          error={validationText(errors.password1)}
          required
        />
        <TextField
          label={t('account.password.password2')}
          type="password"
          name="password2"
          autoComplete="new-password"
          value={fields.password2}
          onChange={set('password2')}
          error={validationText(errors.password2)}
          required
        />
        <PasswordRules password={fields.password1} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t('account.password.submitting') : t('account.password.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

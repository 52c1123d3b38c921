import { accountDeletionRequestSchema } from '@carbon-ledger/core';
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
import { requestAccountDeletion } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';
import { SettingsCard } from './SettingsCard.tsx';

/** Asks for the deletion link; nothing is deleted before it is opened and confirmed. */
export function DeletionRequestSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSent, setIsSent] = useState(false);
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSent(false);
    const parsed = accountDeletionRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSending(true);
    const result = await requestAccountDeletion(parsed.data.password);
    setIsSending(false);
    if (result.data) {
      setIsSent(true);
      setPassword('');
      return;
    }
    const serverErrors = collectServerFieldErrors(result.error);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0)
      toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
  };

  return (
    <SettingsCard
      title={t('account.deletion.title')}
      titleId="account-deletion"
      description={t('account.deletion.description', { email })}
      isDanger
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {isSent && (
          <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800 sm:col-span-2">
            {t('account.deletion.sent', { email })}
          </p>
        )}
        <TextField
          label={t('account.deletion.password')}
          type="password"
          name="deletionPassword"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={validationText(errors.password)}
          required
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="danger" disabled={isSending}>
            {isSending ? t('account.deletion.submitting') : t('account.deletion.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

import { passwordResetRequestSchema } from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../app/paths.ts';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { requestPasswordReset } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';
import { FormAlert } from './FormAlert.tsx';

/** `/password/reset`: asks for a reset link. The answer never tells whether the account exists. */
export function PasswordResetRequestPage() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    const result = await requestPasswordReset(parsed.data.email);
    setIsSubmitting(false);
    if (result.data) {
      setIsSent(true);
      return;
    }
    const serverErrors = collectServerFieldErrors(result.error);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length > 0) return;
    setFormError(
      result.error?.code === 'RATE_LIMITED'
        ? t('account.resetRequest.rateLimited')
        : describeFailure(t, result.error),
    );
  };

  return (
    <div className="mx-auto w-full max-w-md px-6 py-12">
      <h1 className="text-2xl font-semibold">
        {isSent ? t('account.resetRequest.sentTitle') : t('account.resetRequest.title')}
      </h1>
      {isSent ? (
        <div role="status" className="mt-6 space-y-3 rounded-xl bg-white p-6 shadow-sm">
          <p className="font-medium text-slate-900">{t('account.resetRequest.sent')}</p>
          <p className="text-sm text-slate-600">{t('account.resetRequest.sentHint')}</p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('account.resetRequest.subtitle')}</p>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="mt-8 space-y-5 rounded-xl bg-white p-6 shadow-sm"
          >
            <FormAlert message={formError} />
            <TextField
              label={t('account.resetRequest.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={validationText(errors.email)}
              required
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('account.resetRequest.submitting') : t('account.resetRequest.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={LOGIN_PATH} className="font-medium text-brand-700 underline">
          {t('account.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

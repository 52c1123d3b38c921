import { passwordResetSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LOGIN_PATH } from '../../app/paths.ts';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { confirmPasswordReset, forgetSession } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';
import { FormAlert } from './FormAlert.tsx';
import { PasswordRules } from './PasswordRules.tsx';

/**
 * `/password/reset/:token`: the new password, twice. Nothing is looked up before submitting, so
 * the page tells nobody whose link it is; an unusable link is reported after the attempt.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const [fields, setFields] = useState({ password1: '', password2: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = passwordResetSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    const result = await confirmPasswordReset({ token, ...parsed.data });
    setIsSubmitting(false);
    if (result.data) {
      // Every session of the account ended, this browser's included.
      forgetSession(queryClient);
      toasts.show({ message: t('account.reset.done'), tone: 'success', ttlSeconds: 8 });
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    const serverErrors = collectServerFieldErrors(result.error);
    if (result.error?.code === 'BAD_REQUEST' || serverErrors.token) {
      setIsLinkInvalid(true);
      return;
    }
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0) setFormError(describeFailure(t, result.error));
  };

  return (
    <div className="mx-auto w-full max-w-md px-6 py-12">
      <h1 className="text-2xl font-semibold">{t('account.reset.title')}</h1>
      {isLinkInvalid ? (
        <div className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm">
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('account.reset.invalidLink')}
          </p>
          <Link to="/password/reset" className="inline-block font-medium text-brand-700 underline">
            {t('account.reset.requestNew')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('account.reset.subtitle')}</p>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="mt-8 space-y-5 rounded-xl bg-white p-6 shadow-sm"
          >
            <FormAlert message={formError} />
            <TextField
              label={t('account.reset.password1')}
              type="password"
              name="password1"
              autoComplete="new-password"
              value={fields.password1}
              onChange={set('password1')}
              error={validationText(errors.password1)}
              required
            />
            <PasswordRules password={fields.password1} />
            <TextField
              label={t('account.reset.password2')}
              type="password"
              name="password2"
              autoComplete="new-password"
              value={fields.password2}
              onChange={set('password2')}
              error={validationText(errors.password2)}
              required
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('account.reset.submitting') : t('account.reset.submit')}
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

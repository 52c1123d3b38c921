import { loginSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SsoSignInSection } from '../sso/SsoSignInSection.tsx';
import { pickSafeRedirect } from './redirect.ts';
import { signIn } from './session-api.ts';

/** `/login` (query: redirectPath, company, email). */
export function LoginPage() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(collectFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    setIsSubmitting(true);
    const result = await signIn(queryClient, { ...parsed.data, company: params.get('company') ?? undefined });
    setIsSubmitting(false);
    if (result.data) {
      navigate(pickSafeRedirect(params.get('redirectPath')), { replace: true });
      return;
    }
    if (!result.error) setFormError(t('errors.network'));
    else if (result.error.code === 'UNAUTHENTICATED') setFormError(t('login.wrongCredentials'));
    else if (result.error.code === 'RATE_LIMITED') setFormError(result.error.message);
    else setFormError(t('errors.generic'));
  };

  return (
    <div className="mx-auto w-full max-w-md px-6 py-12">
      <h1 className="text-2xl font-semibold">{t('login.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('login.subtitle')}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-8 space-y-5 rounded-xl bg-white p-6 shadow-sm"
      >
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={validationText(fieldErrors.email)}
          required
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={validationText(fieldErrors.password)}
          required
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/password/reset" className="font-medium text-brand-700 underline">
            {t('login.forgotPassword')}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <SsoSignInSection initialEmail={email} redirectPath={params.get('redirectPath')} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link
          to="/register?create-new-account=create-new-account"
          className="font-medium text-brand-700 underline"
        >
          {t('login.createAccount')}
        </Link>
      </p>
    </div>
  );
}

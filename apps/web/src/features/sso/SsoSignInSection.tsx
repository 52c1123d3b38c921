import { emailSchema } from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { startSsoSignIn } from './sso-api.ts';

export type SsoSignInSectionProps = {
  /** What was typed into the password form's email field, to spare typing it twice. */
  initialEmail: string;
  redirectPath: string | null;
};

/** The login page's second way in: the work email picks the company's identity provider. */
export function SsoSignInSection({ initialEmail, redirectPath }: SsoSignInSectionProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isStarting, setIsStarting] = useState(false);

  const open = () => {
    setEmail(initialEmail);
    setIsOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldErrors({ email: 'validation.email.invalid' });
      return;
    }
    setFieldErrors({});
    setIsStarting(true);
    const result = await startSsoSignIn(parsed.data, redirectPath);
    if (result.data) {
      // Off to the provider; the page stays in its "redirecting" state until the browser leaves.
      window.location.assign(result.data.url);
      return;
    }
    setIsStarting(false);
    if (!result.error) setFormError(t('errors.network'));
    else if (result.error.status === 404) setFormError(t('login.sso.notSetUp'));
    else setFormError(result.error.message);
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.sso.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {!isOpen ? (
        <Button variant="secondary" className="mt-6 w-full" onClick={open}>
          {t('login.sso.button')}
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby="sso-sign-in-title"
          className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm"
        >
          <h2 id="sso-sign-in-title" className="text-lg font-semibold">
            {t('login.sso.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('login.sso.description')}</p>
          {formError && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}
            </p>
          )}
          <TextField
            label={t('login.sso.email')}
            type="email"
            name="sso-email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={validationText(fieldErrors.email)}
            autoFocus
            required
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" className="flex-1" disabled={isStarting}>
              {isStarting ? t('login.sso.starting') : t('login.sso.continue')}
            </Button>
            <Button variant="ghost" onClick={() => setIsOpen(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

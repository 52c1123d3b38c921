import { acceptInvitationSchema, registerInvitedUserSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CALCULATOR_HOME } from '../../app/paths.ts';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { acceptInvitation, useInvitation } from './company-api.ts';

/** `/register/:company/:token`: joining a company through a mailed invitation. */
export function InvitationPage() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const [fields, setFields] = useState({
    nameFirst: '',
    nameLast: '',
    password1: '',
    password2: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  if (invitation.isPending)
    return (
      <p role="status" className="p-8 text-center">
        {t('app.loading')}
      </p>
    );
  if (!invitation.data) {
    return (
      <div className="mx-auto max-w-md px-6 py-12 text-center" data-testid="invitation-invalid">
        <h1 className="text-2xl font-semibold">{t('invitation.invalidTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('invitation.invalidMessage')}</p>
        <Link to="/login" className="mt-6 inline-block font-medium text-brand-700 underline">
          {t('register.signIn')}
        </Link>
      </div>
    );
  }
  const { hasAccount, email, companyInfo, role } = invitation.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const body = hasAccount ? { token, password: fields.password } : { token, ...fields };
    const parsed = (hasAccount ? acceptInvitationSchema : registerInvitedUserSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    const result = await acceptInvitation(
      queryClient,
      hasAccount ? '/api/auth/invitations/accept' : '/api/company/users/register',
      parsed.data,
    );
    setIsSubmitting(false);
    if (result.data) {
      navigate(CALCULATOR_HOME, { replace: true });
      return;
    }
    const serverErrors = collectServerFieldErrors(result.error);
    setErrors(serverErrors);
    if (!Object.keys(serverErrors).length) setFormError(result.error?.message ?? t('errors.network'));
  };

  return (
    <div className="mx-auto w-full max-w-md px-6 py-12">
      <h1 className="text-2xl font-semibold">{t('invitation.title', { brand: companyInfo.brand })}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {t('invitation.subtitle', { email, role: t(`roles.${role as 'viewer'}`, { defaultValue: role }) })}
      </p>
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
        {hasAccount ? (
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            value={fields.password}
            onChange={set('password')}
            error={validationText(errors.password)}
            hint={t('invitation.existingAccount')}
          />
        ) : (
          <>
            <TextField
              label={t('register.nameFirst')}
              autoComplete="given-name"
              value={fields.nameFirst}
              onChange={set('nameFirst')}
              error={validationText(errors.nameFirst)}
            />
            <TextField
              label={t('register.nameLast')}
              autoComplete="family-name"
              value={fields.nameLast}
              onChange={set('nameLast')}
              error={validationText(errors.nameLast)}
            />
            <TextField
              label={t('register.password1')}
              type="password"
              autoComplete="new-password"
              value={fields.password1}
              onChange={set('password1')}
              error={validationText(errors.password1)}
              hint={t('register.passwordHint')}
            />
            <TextField
              label={t('register.password2')}
              type="password"
              autoComplete="new-password"
              value={fields.password2}
              onChange={set('password2')}
              error={validationText(errors.password2)}
            />
          </>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {t('invitation.join', { brand: companyInfo.brand })}
        </Button>
      </form>
    </div>
  );
}

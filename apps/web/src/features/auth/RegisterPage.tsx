import { registrationSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { APP_CONFIG_QUERY_KEY, useAppConfig } from '../../api/status.ts';
import { CALCULATOR_HOME } from '../../app/paths.ts';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useCountryOptions } from '../../components/form/useCountryOptions.ts';
import { Button } from '../../components/ui/Button.tsx';
import { RegisterPlanNotice } from '../custom-plans/RegisterPlanNotice.tsx';
import { CUSTOM_SOLUTIONS_PATH } from './guards.tsx';
import { registerCompanyAccount } from './session-api.ts';

const EMPTY_FORM = {
  nameFirst: '',
  nameLast: '',
  email: '',
  password1: '',
  password2: '',
  info: { company: '', brand: '', address: '', city: '', zip: '', country: '', vatType: '', vatId: '' },
};
type Form = typeof EMPTY_FORM;
type InfoField = keyof Form['info'];

/** Registration of a new company account; the registering person becomes its owner. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useCountryOptions(i18n.resolvedLanguage ?? 'en');
  // A registration link of a custom plan (spec section 2): the code goes with the form.
  const customPlanCode = useSearchParams()[0].get('customPlanCode')?.trim() || undefined;
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  /** The address a confirmation link went to: the form gives way to "check your inbox". */
  const [sentTo, setSentTo] = useState<string>();
  const { isFirstAccountOperator } = useAppConfig();
  // Whether this will be the installation's first account changes as others register: ask again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: APP_CONFIG_QUERY_KEY });
  }, [queryClient]);

  const setField = (field: Exclude<keyof Form, 'info'>, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const setInfo = (field: InfoField, value: string) =>
    setForm((current) => ({ ...current, info: { ...current.info, [field]: value } }));
  const errorOf = (path: string) => validationText(errors[path]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const submitted = customPlanCode ? { ...form, customPlanCode } : form;
    const parsed = registrationSchema.safeParse(submitted);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    const result = await registerCompanyAccount(queryClient, submitted);
    setIsSubmitting(false);
    if (result.data) {
      void queryClient.invalidateQueries({ queryKey: APP_CONFIG_QUERY_KEY });
      if ('confirmationSentTo' in result.data) {
        setSentTo(result.data.confirmationSentTo);
        return;
      }
      navigate(customPlanCode ? CUSTOM_SOLUTIONS_PATH : CALCULATOR_HOME, { replace: true });
      return;
    }
    const serverErrors = collectServerFieldErrors(result.error);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0)
      setFormError(result.error ? t('errors.generic') : t('errors.network'));
  };

  const personal = [
    { field: 'nameFirst', label: t('register.nameFirst'), autoComplete: 'given-name' },
    { field: 'nameLast', label: t('register.nameLast'), autoComplete: 'family-name' },
  ] as const;
  const address = [
    { field: 'company', label: t('register.company'), autoComplete: 'organization' },
    { field: 'brand', label: t('register.brand'), autoComplete: 'off' },
    { field: 'address', label: t('register.address'), autoComplete: 'street-address' },
    { field: 'zip', label: t('register.zip'), autoComplete: 'postal-code' },
    { field: 'city', label: t('register.city'), autoComplete: 'address-level2' },
  ] as const;

  if (sentTo) {
    return (
      <CheckInbox
        email={sentTo}
        onAgain={() => {
          setSentTo(undefined);
          setForm((current) => ({ ...current, password1: '', password2: '' }));
        }}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-6 py-12">
      <h1 className="text-2xl font-semibold">{t('register.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('register.subtitle')}</p>
      {customPlanCode && (
        <RegisterPlanNotice code={customPlanCode} serverRefusal={errorOf('customPlanCode')} />
      )}
      {isFirstAccountOperator && (
        <p
          role="note"
          data-testid="operator-notice"
          className="mt-4 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          {t('register.operatorNotice')}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-8 space-y-8 rounded-xl bg-white p-6 shadow-sm"
      >
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-medium">{t('register.aboutYou')}</legend>
          {personal.map(({ field, label, autoComplete }) => (
            <TextField
              key={field}
              label={label}
              name={field}
              autoComplete={autoComplete}
              value={form[field]}
              onChange={(event) => setField(field, event.target.value)}
              error={errorOf(field)}
              required
            />
          ))}
          <TextField
            className="sm:col-span-2"
            label={t('register.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => setField('email', event.target.value)}
            error={errorOf('email')}
            required
          />
          <TextField
            label={t('register.password1')}
            type="password"
            name="password1"
            autoComplete="new-password"
            value={form.password1}
            onChange={(event) => setField('password1', event.target.value)}
            error={errorOf('password1')}
            hint={t('register.passwordHint')}
            required
          />
          <TextField
            label={t('register.password2')}
            type="password"
            name="password2"
            autoComplete="new-password"
            value={form.password2}
            onChange={(event) => setField('password2', event.target.value)}
            error={errorOf('password2')}
            required
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-medium">{t('register.yourCompany')}</legend>
          {address.map(({ field, label, autoComplete }) => (
            <TextField
              key={field}
              label={label}
              name={field}
              autoComplete={autoComplete}
              value={form.info[field]}
              onChange={(event) => setInfo(field, event.target.value)}
              error={errorOf(`info.${field}`)}
              required
            />
          ))}
          <SelectField
            label={t('register.country')}
            name="country"
            value={form.info.country}
            onChange={(event) => setInfo('country', event.target.value)}
            options={countries}
            placeholder={t('register.chooseCountry')}
            error={errorOf('info.country')}
            required
          />
          <TextField
            label={t('register.vatType')}
            name="vatType"
            value={form.info.vatType}
            onChange={(event) => setInfo('vatType', event.target.value)}
            error={errorOf('info.vatType')}
          />
          <TextField
            label={t('register.vatId')}
            name="vatId"
            value={form.info.vatId}
            onChange={(event) => setInfo('vatId', event.target.value)}
            error={errorOf('info.vatId')}
          />
        </fieldset>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-brand-700 underline">
          {t('register.signIn')}
        </Link>
      </p>
    </div>
  );
}

/** After registering: the link is on its way; nothing exists until it is opened. */
function CheckInbox({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the news, not on a form that is gone.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <section
        aria-labelledby="check-inbox-title"
        data-testid="registration-check-inbox"
        className="space-y-4 rounded-xl bg-white p-6 shadow-sm"
      >
        <h1
          id="check-inbox-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          {t('register.checkInbox.title')}
        </h1>
        <p role="status" className="break-words text-slate-800">
          {t('register.checkInbox.sentTo', { email })}
        </p>
        <p className="text-sm text-slate-600">{t('register.checkInbox.alreadyRegistered')}</p>
        <p className="text-sm text-slate-600">{t('register.checkInbox.notReceived')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={onAgain} className="w-full sm:w-auto">
            {t('register.checkInbox.again')}
          </Button>
          <Link
            to="/login"
            className="inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium text-brand-700 underline"
          >
            {t('register.signIn')}
          </Link>
        </div>
      </section>
    </div>
  );
}

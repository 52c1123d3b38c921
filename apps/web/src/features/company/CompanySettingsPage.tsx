import { CURRENCIES, updateCompanySettingsSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { toasts } from '../../components/ui/toast-queue.ts';
import { SESSION_QUERY_KEY } from '../auth/session-api.ts';
import { COMPANY_SETTINGS_KEY, saveCompanySettings, useCompanySettings } from './company-api.ts';

const EMPTY_INFO = {
  company: '',
  brand: '',
  address: '',
  city: '',
  zip: '',
  country: '',
  vatType: '',
  vatId: '',
};
type InfoField = keyof typeof EMPTY_INFO;
const TEXT_FIELDS: InfoField[] = ['company', 'brand', 'address', 'zip', 'city', 'vatType', 'vatId'];

/** Settings → Company (owner): legal and brand name, address, VAT, reporting currency. */
export function CompanySettingsPage() {
  const { t, i18n } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const [info, setInfo] = useState(EMPTY_INFO);
  const [currency, setCurrency] = useState('EUR');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';

  useEffect(() => {
    if (!settings.data) return;
    setInfo({ ...EMPTY_INFO, ...settings.data.companyInfo });
    setCurrency(settings.data.currency);
  }, [settings.data]);

  const countries = useCountryOptions(language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCompanySettingsSchema.safeParse({ info, currency });
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSaving(true);
    const result = await saveCompanySettings(parsed.data);
    setIsSaving(false);
    if (!result.data) {
      setErrors(collectServerFieldErrors(result.error));
      toasts.show({ message: result.error?.message ?? t('errors.network'), tone: 'error' });
      return;
    }
    queryClient.setQueryData(COMPANY_SETTINGS_KEY, result.data);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    toasts.show({ message: t('company.saved'), tone: 'success' });
  };

  if (settings.isPending) return <p role="status">{t('app.loading')}</p>;
  if (settings.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('errors.generic')}
      </p>
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <header>
        <h2 className="text-xl font-semibold">{t('settings.nav.company')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('company.description')}</p>
      </header>
      <div className="grid gap-4 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`register.${field}`)}
            value={info[field]}
            onChange={(event) => setInfo((current) => ({ ...current, [field]: event.target.value }))}
            error={validationText(errors[`info.${field}`])}
          />
        ))}
        <SelectField
          label={t('register.country')}
          value={info.country}
          onChange={(event) => setInfo((current) => ({ ...current, country: event.target.value }))}
          options={countries}
          error={validationText(errors['info.country'])}
        />
        <SelectField
          label={t('company.currency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          options={CURRENCIES.map((entry) => ({
            value: entry.code,
            label: `${entry.code} – ${entry.names[language]} (${entry.symbol})`,
          }))}
          error={validationText(errors.currency)}
        />
      </div>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? t('company.saving') : t('company.save')}
      </Button>
    </form>
  );
}

import {
  CURRENCY_CODES,
  type DisplayLocale,
  formatNumber,
  reportedEmissionsInputSchema,
  type Supplier,
} from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { deleteSupplierReport, reportSupplierEmissions } from './supplier-api.ts';
import { readTypedNumber } from './supplier-draft.ts';

type ReportDraft = {
  year: string;
  scope1Tonnes: string;
  scope2Tonnes: string;
  scope3Tonnes: string;
  revenue: string;
  currency: string;
};

/**
 * What a supplier reported for a year, stored as a company factor (kg CO2e per EUR); its earlier reports
 * are listed with a way to delete each. Numbers are read by the page's locale.
 */
export function ReportForm({
  supplier,
  onSaved,
}: {
  supplier: Supplier;
  onSaved: () => Promise<void> | void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const validationText = useValidationText();
  const [draft, setDraft] = useState<ReportDraft>({
    year: String(new Date().getFullYear() - 1),
    scope1Tonnes: '',
    scope2Tonnes: '',
    scope3Tonnes: '',
    revenue: '',
    currency: supplier.spend?.currency ?? 'EUR',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const set = (key: keyof ReportDraft, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (path: string) => validationText(errors[path]);
  const name = supplier.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = {
      year: readTypedNumber(draft.year, locale) ?? undefined,
      scope1Tonnes: readTypedNumber(draft.scope1Tonnes, locale) ?? undefined,
      scope2Tonnes: readTypedNumber(draft.scope2Tonnes, locale) ?? undefined,
      scope3Tonnes: readTypedNumber(draft.scope3Tonnes, locale),
      revenue: readTypedNumber(draft.revenue, locale) ?? undefined,
      currency: draft.currency,
    };
    const parsed = reportedEmissionsInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(collectFieldErrors(parsed.error));
    setErrors({});
    setIsSaving(true);
    const result = await reportSupplierEmissions(supplier._id, parsed.data);
    setIsSaving(false);
    if (!result.data) {
      const serverErrors = collectServerFieldErrors(result.error);
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0) setFormError(describeFailure(t, result.error));
      return;
    }
    toasts.show({
      message: t('supplierAssessments.report.saved', { name, year: parsed.data.year }),
      tone: 'success',
    });
    await onSaved();
  };

  const remove = async (year: number) => {
    const result = await deleteSupplierReport(supplier._id, year);
    if (!result.data) return setFormError(describeFailure(t, result.error));
    toasts.show({ message: t('supplierAssessments.report.removed', { year }), tone: 'success' });
    await onSaved();
  };

  const number = (key: keyof ReportDraft, label: string, hint?: string) => (
    <TextField
      label={label}
      name={key}
      inputMode="decimal"
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={errorOf(key)}
      hint={hint}
    />
  );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('supplierAssessments.report.title', { name })}
      </h2>
      <p className="text-sm text-slate-700">{t('supplierAssessments.report.intro')}</p>
      {supplier.reportedEmissions.length > 0 && (
        <ul className="space-y-2 text-sm" data-testid="supplier-reports">
          {supplier.reportedEmissions.map((report) => (
            <li key={report.year} className="flex flex-wrap items-center gap-2">
              <span>
                {t('supplierAssessments.table.reportLine', {
                  year: report.year,
                  factor: formatNumber(report.kgPerEur, locale, 4),
                })}
              </span>
              <Button variant="secondary" onClick={() => void remove(report.year)}>
                {t('supplierAssessments.report.remove', { year: report.year })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        data-testid="report-form"
      >
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {number('year', t('supplierAssessments.report.year'))}
          {number('scope1Tonnes', t('supplierAssessments.report.scope1'))}
          {number('scope2Tonnes', t('supplierAssessments.report.scope2'))}
          {number(
            'scope3Tonnes',
            t('supplierAssessments.report.scope3'),
            t('supplierAssessments.report.scope3Hint'),
          )}
          {number('revenue', t('supplierAssessments.report.revenue'))}
          <SelectField
            label={t('supplierAssessments.report.currency')}
            name="currency"
            value={draft.currency}
            onChange={(event) => set('currency', event.target.value)}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            error={errorOf('currency')}
          />
        </div>
        <p className="text-xs text-slate-600">{t('supplierAssessments.report.recomputeHint')}</p>
        <Button type="submit" disabled={isSaving}>
          {t('supplierAssessments.report.save')}
        </Button>
      </form>
    </section>
  );
}

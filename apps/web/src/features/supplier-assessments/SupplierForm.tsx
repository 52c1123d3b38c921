import {
  CURRENCY_CODES,
  type DisplayLocale,
  NACE_A64_INDUSTRIES,
  type Supplier,
  supplierInputSchema,
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
import { useCountryOptions } from '../../components/form/useCountryOptions.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { createSupplier, updateSupplier } from './supplier-api.ts';
import {
  EMPTY_SUPPLIER_DRAFT,
  type SupplierDraft,
  toSupplierDraft,
  toSupplierInput,
} from './supplier-draft.ts';

/**
 * Adds a supplier, or changes one (`supplier`). Every field is checked by the contract before it is
 * sent and every refusal is named next to its field, the server's as well as the page's.
 */
export function SupplierForm({
  supplier,
  onSaved,
  onCancel,
}: {
  supplier?: Supplier;
  onSaved: () => Promise<void> | void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const validationText = useValidationText();
  const countries = useCountryOptions(locale);
  const [draft, setDraft] = useState<SupplierDraft>(() =>
    supplier ? toSupplierDraft(supplier, locale) : EMPTY_SUPPLIER_DRAFT,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const set = (key: keyof SupplierDraft, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (path: string) => validationText(errors[path]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = toSupplierInput(draft, locale);
    const parsed = supplierInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(collectFieldErrors(parsed.error));
    setErrors({});
    setIsSaving(true);
    const result = supplier ? await updateSupplier(supplier._id, input) : await createSupplier(input);
    setIsSaving(false);
    if (!result.data) {
      const serverErrors = collectServerFieldErrors(result.error);
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0) setFormError(describeFailure(t, result.error));
      return;
    }
    const name = result.data.supplier.name;
    toasts.show({
      message: t(supplier ? 'supplierAssessments.form.saved' : 'supplierAssessments.form.added', { name }),
      tone: 'success',
    });
    if (!supplier) setDraft(EMPTY_SUPPLIER_DRAFT);
    await onSaved();
  };

  const title = supplier
    ? t('supplierAssessments.form.editTitle', { name: supplier.name })
    : t('supplierAssessments.form.addTitle');
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-5"
      data-testid={supplier ? 'supplier-edit-form' : 'supplier-add-form'}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('supplierAssessments.form.name')}
          name="name"
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          error={errorOf('name')}
        />
        <TextField
          label={t('supplierAssessments.form.contactEmail')}
          name="contactEmail"
          type="email"
          autoComplete="off"
          value={draft.contactEmail}
          onChange={(event) => set('contactEmail', event.target.value)}
          error={errorOf('contactEmail')}
        />
        <SelectField
          label={t('supplierAssessments.form.country')}
          name="country"
          value={draft.country}
          onChange={(event) => set('country', event.target.value)}
          options={[{ value: '', label: t('supplierAssessments.form.countryNone') }, ...countries]}
          error={errorOf('country')}
        />
        <SelectField
          label={t('supplierAssessments.form.nace')}
          name="naceCode"
          value={draft.naceCode}
          onChange={(event) => set('naceCode', event.target.value)}
          options={[
            { value: '', label: t('supplierAssessments.form.naceNone') },
            ...NACE_A64_INDUSTRIES.map((industry) => ({
              value: industry.code,
              label: `${industry.code} ${locale === 'de' ? industry.de : industry.en}`,
            })),
          ]}
          error={errorOf('naceCode')}
        />
        <div className="grid grid-cols-[1fr_auto] gap-2">
          <TextField
            label={t('supplierAssessments.form.spendAmount')}
            name="spendAmount"
            inputMode="decimal"
            value={draft.spendAmount}
            onChange={(event) => set('spendAmount', event.target.value)}
            error={errorOf('spend.amount') ?? errorOf('spend')}
            hint={t('supplierAssessments.form.spendHint')}
          />
          <SelectField
            label={t('supplierAssessments.form.currency')}
            name="spendCurrency"
            value={draft.spendCurrency}
            onChange={(event) => set('spendCurrency', event.target.value)}
            options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            error={errorOf('spend.currency')}
          />
        </div>
        <TextField
          label={t('supplierAssessments.form.employees')}
          name="employees"
          inputMode="numeric"
          value={draft.employees}
          onChange={(event) => set('employees', event.target.value)}
          error={errorOf('employees')}
          hint={t('supplierAssessments.form.employeesHint')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving}>
          {supplier ? t('supplierAssessments.form.save') : t('supplierAssessments.form.add')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('supplierAssessments.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

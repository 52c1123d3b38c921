import {
  buildSupplierSpendRow,
  getInstanceYearLabel,
  isValidationMessageKey,
  type Supplier,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useValidationText } from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { CalculatorApiError, manageResults } from '../calculator/api/calculator-api.ts';
import { calculatorKeys, useCalculatorSetup } from '../calculator/api/calculator-queries.ts';

/**
 * Puts a supplier's yearly spend into Scope 3 category 1 of a Corporate year, as a row that names the
 * supplier: priced by its reported emissions once it has reported, by the spend factor until then.
 */
export function SpendRowForm({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation();
  const id = useId();
  const setup = useCalculatorSetup();
  const queryClient = useQueryClient();
  const validationText = useValidationText();
  const [instance, setInstance] = useState('');
  const [error, setError] = useState<string>();
  const [addedTo, setAddedTo] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const years = (setup.data?.containers ?? [])
    .filter((container) => container.type === 'company')
    .flatMap((container) =>
      container.instances
        .filter((year) => !year.isFrozen)
        .map((year) => ({ value: year._id, label: `${container.name} ${getInstanceYearLabel(year)}` })),
    );
  const row = buildSupplierSpendRow(supplier, instance);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!instance || !row) return setError(t('supplierAssessments.spendRow.chooseYear'));
    setIsSaving(true);
    try {
      await manageResults({ results: { toCreate: [row] }, aggregateFormSectionsForInstances: [] });
      await queryClient.invalidateQueries({ queryKey: calculatorKeys.all });
      setAddedTo(instance);
      toasts.show({
        message: t('supplierAssessments.spendRow.added', { name: supplier.name }),
        tone: 'success',
      });
    } catch (failure) {
      const detail = failure instanceof CalculatorApiError ? failure.details[0]?.message : undefined;
      setError(
        (detail && isValidationMessageKey(detail) ? validationText(detail) : undefined) ??
          t('supplierAssessments.spendRow.failed'),
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('supplierAssessments.spendRow.title', { name: supplier.name })}
      </h2>
      <p className="text-sm text-slate-700">{t('supplierAssessments.spendRow.intro')}</p>
      {!supplier.spend || !supplier.naceCode ? (
        <p className="text-sm text-slate-700" data-testid="spend-row-missing">
          {t('supplierAssessments.spendRow.needsSpend')}
        </p>
      ) : setup.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('app.loading')}
        </p>
      ) : years.length === 0 ? (
        <p className="text-sm text-slate-700">{t('supplierAssessments.spendRow.noYears')}</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-3"
          data-testid="spend-row-form"
        >
          <SelectField
            label={t('supplierAssessments.spendRow.year')}
            name="instance"
            value={instance}
            onChange={(event) => setInstance(event.target.value)}
            placeholder={t('supplierAssessments.spendRow.chooseYear')}
            options={years}
            error={error}
          />
          <Button type="submit" disabled={isSaving}>
            {t('supplierAssessments.spendRow.add')}
          </Button>
        </form>
      )}
      {addedTo && (
        <p className="text-sm" role="status">
          <Link
            to={`/dashboard/calculator/form/i/${addedTo}`}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {t('supplierAssessments.spendRow.open')}
          </Link>
        </p>
      )}
    </section>
  );
}

import {
  type Assessment,
  formatNumber,
  MAX_MATERIALITY_THRESHOLD,
  MIN_MATERIALITY_THRESHOLD,
} from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectServerFieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { MaterialityApiError, useSetThresholds } from './materiality-api.ts';

type Props = { assessment: Assessment; canEdit: boolean };

/** The thresholds offered: the score list in half points, so no typed number is needed. */
const THRESHOLD_VALUES = Array.from(
  { length: (MAX_MATERIALITY_THRESHOLD - MIN_MATERIALITY_THRESHOLD) * 2 + 1 },
  (_, index) => MIN_MATERIALITY_THRESHOLD + index / 2,
);

/** Step 3: the formula with its version, both thresholds changed with a reason, and their history. */
export function ThresholdStep({ assessment, canEdit }: Props) {
  const { t } = useTranslation();
  const { language, formatDateTime } = useDateFormat();
  const validationText = useValidationText();
  const [impact, setImpact] = useState(String(assessment.thresholds.impact));
  const [financial, setFinancial] = useState(String(assessment.thresholds.financial));
  const [reason, setReason] = useState('');
  const save = useSetThresholds(assessment._id);
  const errors = collectServerFieldErrors(
    save.error instanceof MaterialityApiError ? save.error.apiError : undefined,
  );
  const options = THRESHOLD_VALUES.map((value) => ({
    value: String(value),
    label: formatNumber(value, language),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { impact: Number(impact), financial: Number(financial), reason },
      {
        onSuccess: () => {
          setReason('');
          toasts.show({ message: t('materiality.thresholds.saved'), tone: 'success' });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="thresholds-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="thresholds-title" className="text-lg font-semibold">
        {t('materiality.thresholds.heading')}
      </h2>
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800" data-testid="formula">
        <p className="font-medium">
          {t('materiality.thresholds.formula', { version: assessment.formula.version })}
        </p>
        <p className="mt-1">{assessment.formula.text[language]}</p>
      </div>
      {canEdit && (
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3" noValidate>
          <SelectField
            label={t('materiality.thresholds.impact')}
            value={impact}
            onChange={(event) => setImpact(event.target.value)}
            options={options}
            error={validationText(errors.impact)}
            data-testid="threshold-impact"
          />
          <SelectField
            label={t('materiality.thresholds.financial')}
            value={financial}
            onChange={(event) => setFinancial(event.target.value)}
            options={options}
            error={validationText(errors.financial)}
            data-testid="threshold-financial"
          />
          <TextField
            label={t('materiality.thresholds.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={validationText(errors.reason)}
            data-testid="threshold-reason"
          />
          {save.error && Object.keys(errors).length === 0 && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3">
              {save.error.message}
            </p>
          )}
          <div className="sm:col-span-3">
            <Button type="submit" disabled={save.isPending} data-testid="threshold-save">
              {t('materiality.thresholds.save')}
            </Button>
          </div>
        </form>
      )}
      <div>
        <h3 className="text-sm font-semibold">{t('materiality.thresholds.history')}</h3>
        <ul className="mt-2 space-y-2 text-sm" data-testid="threshold-history">
          {assessment.thresholdChanges.map((change) => (
            <li key={change.at} className="rounded-md border border-slate-200 p-2">
              <p>
                {t('materiality.thresholds.impact')} {formatNumber(change.impact, language)} ·{' '}
                {t('materiality.thresholds.financial')} {formatNumber(change.financial, language)}
              </p>
              <p className="text-slate-700">{change.reason || t('materiality.thresholds.initial')}</p>
              <p className="text-xs text-slate-500">
                {t('materiality.thresholds.by', {
                  when: formatDateTime(change.at),
                  who: change.actorName ?? '—',
                })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

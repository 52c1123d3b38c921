import { describeFactorName, describeLicence, type FactorSummary } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { FactorPickerDialog } from './FactorPickerDialog.tsx';
import { formatFactorPerUnit } from './factor-format.ts';
import { labelSource } from './factor-labels.ts';
import type { FactorFilters } from './factors-api.ts';

export type FactorPickerProps = {
  value: FactorSummary | null;
  onChange: (factor: FactorSummary | null) => void;
  /** Filters the caller fixes, e.g. the unit category of the activity being entered. */
  fixedFilters?: FactorFilters;
  label?: string;
  isDisabled?: boolean;
};

/**
 * Chooses one emission factor (the calculator's factor field). The chosen factor always shows its source,
 * edition and licence, so a number never appears without where it comes from.
 */
export function FactorPicker({
  value,
  onChange,
  fixedFilters = {},
  label,
  isDisabled = false,
}: FactorPickerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [isOpen, setIsOpen] = useState(false);

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid="factor-picker">
      <p className="text-sm font-medium text-slate-800">{label ?? t('factors.picker.label')}</p>
      {value ? (
        <div className="mt-2">
          <p className="font-medium">{describeFactorName(value)}</p>
          <p className="mt-1 text-lg font-semibold tabular-nums text-brand-800">
            {formatFactorPerUnit(value, locale)}
          </p>
          <p className="mt-1 text-xs text-slate-600" data-testid="factor-picker-provenance">
            {t('factors.picker.provenance', {
              source: labelSource(t, value.source),
              edition: value.edition,
              licence: describeLicence(value.licence),
            })}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('factors.picker.noneChosen')}</p>
      )}
      <div className="mt-3 flex gap-2">
        <Button
          variant={value ? 'secondary' : 'primary'}
          disabled={isDisabled}
          onClick={() => setIsOpen(true)}
        >
          {value ? t('factors.picker.change') : t('factors.picker.choose')}
        </Button>
        {value && (
          <Button variant="ghost" disabled={isDisabled} onClick={() => onChange(null)}>
            {t('factors.picker.remove')}
          </Button>
        )}
      </div>
      <FactorPickerDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        fixedFilters={fixedFilters}
        onPick={(factor) => {
          onChange(factor);
          setIsOpen(false);
        }}
      />
    </div>
  );
}

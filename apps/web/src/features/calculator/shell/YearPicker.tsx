import type { YearOption } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { calculatorPaths } from './calculator-scope.ts';
import type { CalculatorView } from './calculator-view.ts';
import type { ResolvedCalculatorScope } from './resolve-calculator-scope.ts';

export type YearPickerProps = {
  resolved: Extract<ResolvedCalculatorScope, { status: 'found' }>;
  view: CalculatorView;
};

/**
 * The year of the calculator: a project's years switch the instance (same view); a group's collapsed
 * years set `?year=`. A native select: labelled, keyboard-usable and announced by nature.
 */
export function YearPicker({ resolved, view }: YearPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();

  const isGroup = resolved.kind === 'group';
  // A project may hold two instances with the same label: its entries are told apart by instance id.
  const optionValue = (option: YearOption) =>
    isGroup ? option.label : (option.instanceIds[0] ?? option.label);

  const choose = (value: string) => {
    if (isGroup) {
      const next = new URLSearchParams(searchParams);
      next.set('year', value);
      setSearchParams(next);
      return;
    }
    const target = { kind: 'instance' as const, id: value };
    navigate(calculatorPaths[view](target));
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-600">
        {t('calculatorShell.topBar.year')}
      </label>
      <select
        id={id}
        value={isGroup ? resolved.yearLabel : resolved.id}
        onChange={(event) => choose(event.target.value)}
        data-testid="year-picker"
        className="rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm font-medium shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
      >
        {resolved.yearOptions.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

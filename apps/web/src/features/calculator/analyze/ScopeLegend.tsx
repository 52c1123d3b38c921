import { useTranslation } from 'react-i18next';
import { SCOPE_BAR_CLASSES } from './chart-style.ts';
import type { ScopeKey } from './scope-breakdown.ts';

/** The colour key of the stacked charts; hidden from screen readers, whose tables name the scopes. */
export function ScopeLegend({ keys }: { keys: readonly ScopeKey[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {keys.map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-sm ${SCOPE_BAR_CLASSES[key]}`} />
          {t(`calculatorAnalyze.scopes.names.${key}`)}
        </li>
      ))}
    </ul>
  );
}

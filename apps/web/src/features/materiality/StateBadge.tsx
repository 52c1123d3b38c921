import type { AssessmentState } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';

const STYLES: Record<AssessmentState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  'in-review': 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
};

export function StateBadge({ state }: { state: AssessmentState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-3 py-1 text-xs font-medium ${STYLES[state]}`}
      data-testid="assessment-state"
    >
      {t(`materiality.states.${state}`)}
    </span>
  );
}

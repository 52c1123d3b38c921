import type { VsmeFormDisclosure } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useEsgNames } from './esg-names.ts';

export type DisclosureNavProps = {
  disclosures: readonly VsmeFormDisclosure[];
  currentCode: string;
  changedCodes: ReadonlySet<string>;
  onSelect: (code: string) => void;
  /** Disclosures an invite assigned to the signed-in member: marked in the list. */
  assignedCodes?: ReadonlySet<string>;
};

/** The disclosures in order, each with its completion mark; a side column on wide screens, a grid on phones. */
export function DisclosureNav({
  disclosures,
  currentCode,
  changedCodes,
  onSelect,
  assignedCodes,
}: DisclosureNavProps) {
  const { t } = useTranslation();
  const names = useEsgNames();
  return (
    <nav aria-label={t('esg.nav.label')} className="min-w-0 lg:w-72 lg:shrink-0">
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-col">
        {disclosures.map((disclosure) => {
          const isCurrent = disclosure.code === currentCode;
          const { answered, total, isComplete } = disclosure.completion;
          const status = disclosure.isNotMaterial
            ? t('esg.nav.notMaterial')
            : isComplete
              ? t('esg.nav.complete')
              : t('esg.nav.progress', { answered, total });
          const name = names.disclosure(disclosure.code);
          return (
            <li key={disclosure.code} className="min-w-0">
              <button
                type="button"
                aria-current={isCurrent ? 'page' : undefined}
                data-testid={`disclosure-nav-${disclosure.code}`}
                onClick={() => onSelect(disclosure.code)}
                className={`flex w-full items-start gap-2 rounded-md border px-3 py-2 text-left text-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${
                  isCurrent
                    ? 'border-brand-600 bg-brand-50'
                    : assignedCodes?.has(disclosure.code)
                      ? 'border-brand-200 hover:bg-slate-100'
                      : 'border-transparent hover:bg-slate-100'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs ${
                    isComplete ? 'bg-emerald-600 text-white' : 'border border-slate-400 text-slate-500'
                  }`}
                >
                  {isComplete ? '✓' : ''}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {disclosure.code === 'other' ? '' : `${disclosure.code} `}
                    <span className="hidden font-normal lg:inline">{name}</span>
                    <span className="sr-only lg:hidden">{name}</span>
                  </span>
                  <span className="block text-xs text-slate-600">
                    {status}
                    {changedCodes.has(disclosure.code) && (
                      <span className="ml-1 text-amber-700">• {t('esg.save.unsaved')}</span>
                    )}
                    {assignedCodes?.has(disclosure.code) && (
                      <span
                        className="ml-1 rounded bg-brand-100 px-1 font-medium text-brand-900"
                        data-testid={`disclosure-assigned-${disclosure.code}`}
                      >
                        {t('esgInvites.assigned.badge')}
                      </span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

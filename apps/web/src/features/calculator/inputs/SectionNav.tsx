import { formatEmission } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Lang } from '../api/calculator-api.ts';
import { SectionIcon } from '../icons/SectionIcon.tsx';
import type { SectionNavItem } from './section-nav.ts';

/** The sections of the form, nested, each with its icon, kg, completion mark and exclusion. */
export function SectionNav({
  items,
  selectedId,
  lang,
}: {
  items: SectionNavItem[];
  selectedId: string | undefined;
  lang: Lang;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('calculatorInputs.nav.label')} data-testid="inputs-section-nav">
      <NavList items={items} selectedId={selectedId} lang={lang} />
    </nav>
  );
}

function NavList({
  items,
  selectedId,
  lang,
}: {
  items: SectionNavItem[];
  selectedId: string | undefined;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const linkTo = (id: string) => {
    const search = new URLSearchParams(location.search);
    search.set('section', id);
    return { pathname: location.pathname, search: search.toString() };
  };
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const isSelected = item.id === selectedId;
        const { numResults, numMarkedComplete } = item.progress;
        return (
          <li key={item.id}>
            <Link
              to={linkTo(item.id)}
              aria-current={isSelected ? 'page' : undefined}
              data-testid={`section-link-${item.id}`}
              className={`flex items-start gap-2 rounded-md py-1.5 pr-2 text-sm ${
                isSelected ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'
              }`}
              style={{ paddingLeft: `${0.5 + item.depth * 0.75}rem` }}
            >
              <SectionIcon id={item.icon} className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className={`block ${item.isExcluded ? 'text-slate-400 line-through' : ''}`}>
                  {item.label}
                </span>
                <span className="block text-xs font-normal text-slate-500">
                  {item.isExcluded ? (
                    t('calculatorInputs.nav.excluded')
                  ) : (
                    <>
                      <span className="tabular-nums">{formatEmission(item.totalKg, lang)}</span>
                      {item.isAutomatic && ` · ${t('calculatorInputs.nav.automatic')}`}
                      {!item.isAutomatic && numResults > 0 && !item.isComplete && (
                        <>
                          {' '}
                          ·{' '}
                          {t('calculatorInputs.nav.progress', { done: numMarkedComplete, total: numResults })}
                        </>
                      )}
                      {item.review && (
                        <span className="block" data-testid="section-review-progress">
                          {t('calculatorReview.navProgress', item.review)}
                        </span>
                      )}
                    </>
                  )}
                </span>
              </span>
              {item.isComplete && !item.isExcluded && (
                <span
                  className="mt-0.5 text-brand-700"
                  role="img"
                  aria-label={t('calculatorInputs.nav.complete')}
                >
                  ✓
                </span>
              )}
            </Link>
            {item.children.length > 0 && (
              <NavList items={item.children} selectedId={selectedId} lang={lang} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

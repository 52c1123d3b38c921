import { formatEmission, type ServedSection } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { SectionIcon } from '../icons/SectionIcon.tsx';
import type { OptionLocation, RowDraft } from './draft-model.ts';
import { useInputsEditor } from './inputs-editor-context.ts';
import { OptionGroupPanel } from './OptionGroupPanel.tsx';
import { RowEmission } from './RowFactor.tsx';

export type SectionPanelProps = {
  path: ServedSection[];
  drafts: RowDraft[];
  options: ReadonlyMap<string, OptionLocation>;
  totalsKg: Record<string, number>;
  excludedIds: ReadonlySet<string>;
  isLoading: boolean;
  isLoadError: boolean;
  onRetry: () => void;
  onToggleExcluded: (sectionId: string, isExcluded: boolean) => void;
  isTogglingExcluded: boolean;
  /** False on an invite's public form: excluding a section is the company's decision. */
  isExclusionShown?: boolean;
};

/** The selected section: its heading, total and exclusion, then its option groups and sub-sections. */
export function SectionPanel(props: SectionPanelProps) {
  const { t } = useTranslation();
  const editor = useInputsEditor();
  const section = props.path.at(-1);
  if (!section) return null;
  const isExcluded = props.excludedIds.has(section.id);
  return (
    <section aria-labelledby="inputs-section-title" className="space-y-5" data-testid="inputs-section">
      <header className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5">
        <div className="flex min-w-0 items-start gap-3">
          <SectionIcon id={section.icon} className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
          <div>
            {props.path.length > 1 && (
              <p className="text-xs text-slate-500">
                {props.path
                  .slice(0, -1)
                  .map((entry) => entry.label)
                  .join(' › ')}
              </p>
            )}
            <h2
              id="inputs-section-title"
              className={`text-xl font-semibold ${isExcluded ? 'line-through' : ''}`}
            >
              {section.label}
            </h2>
            {section.description && (
              <p className="mt-1 max-w-3xl text-sm text-slate-600">{section.description}</p>
            )}
            <p className="mt-2 text-sm font-medium text-slate-800" data-testid="section-total">
              {t('calculatorInputs.section.total', {
                total: formatEmission(props.totalsKg[section.id] ?? 0, editor.lang, { unitLabel: 'co2e' }),
              })}
            </p>
            {isExcluded && (
              <p className="mt-1 text-sm text-amber-800">{t('calculatorInputs.section.excludedNote')}</p>
            )}
          </div>
        </div>
        {!section.isAutomatic && props.isExclusionShown !== false && (
          <label
            className="flex items-center gap-2 text-sm text-slate-700"
            title={t('calculatorInputs.section.excludeHint')}
          >
            <input
              type="checkbox"
              checked={isExcluded}
              disabled={editor.isReadOnly || props.isTogglingExcluded}
              onChange={(event) => props.onToggleExcluded(section.id, event.target.checked)}
              className="h-4 w-4 rounded border-slate-300"
            />
            {t('calculatorInputs.section.exclude')}
          </label>
        )}
      </header>
      {props.isLoadError ? (
        <div
          role="alert"
          className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{t('calculatorInputs.section.loadError')}</span>
          <Button variant="secondary" onClick={props.onRetry}>
            {t('calculatorInputs.section.retry')}
          </Button>
        </div>
      ) : props.isLoading ? (
        <p role="status" className="py-8 text-center text-slate-600">
          {t('calculatorInputs.section.loading')}
        </p>
      ) : (
        <SectionBody
          section={section}
          depth={props.path.length - 1}
          sectionIds={props.path.map((entry) => entry.id)}
          sectionScope={props.path.findLast((entry) => entry.ghg)?.ghg?.scope}
          drafts={props.drafts}
          options={props.options}
          totalsKg={props.totalsKg}
        />
      )}
    </section>
  );
}

function SectionBody({
  section,
  depth,
  sectionIds,
  sectionScope,
  drafts,
  options,
  totalsKg,
}: Pick<SectionPanelProps, 'drafts' | 'options' | 'totalsKg'> & {
  section: ServedSection;
  depth: number;
  sectionIds: string[];
  sectionScope: 1 | 2 | 3 | undefined;
}) {
  const { t } = useTranslation();
  const editor = useInputsEditor();
  const automaticNote = section.isAutomatic && (
    <div
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
      data-testid="automatic-section"
    >
      <p className="font-medium">{t('calculatorInputs.section.automaticTitle')}</p>
      <p className="mt-1">{t('calculatorInputs.section.automaticText')}</p>
    </div>
  );
  if (section.isAutomatic && section.optionGroups.length === 0) return automaticNote;
  const own = drafts.filter(
    (draft) => draft.sectionIds[depth] === section.id && draft.sectionIds.length === depth + 1,
  );
  const unknown = own.filter((draft) => {
    const location = options.get(draft.formOptionId);
    return !location || location.section.id !== section.id;
  });
  return (
    <div className="space-y-6">
      {automaticNote}
      {section.optionGroups.map((group) => (
        <OptionGroupPanel
          key={group.id}
          group={group}
          sectionIds={sectionIds}
          sectionScope={sectionScope}
          rows={own.filter((draft) => options.get(draft.formOptionId)?.group.id === group.id)}
        />
      ))}
      {unknown.length > 0 && (
        <section aria-label={t('calculatorInputs.section.otherRows')} className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">
            {t('calculatorInputs.section.otherRows')}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {unknown.map((draft) => (
              <li key={draft.key} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <span>{draft.name || draft.formOptionId}</span>
                <span className="flex items-center gap-3">
                  <RowEmission
                    saved={draft._id ? editor.savedById.get(draft._id) : undefined}
                    isChanged={false}
                    lang={editor.lang}
                  />
                  {!editor.isReadOnly && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-xs"
                      onClick={() => editor.removeRow(sectionIds[0] ?? '', draft.key)}
                    >
                      {t('calculatorInputs.row.remove')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {section.sections.map((child) => (
        <section
          key={child.id}
          aria-labelledby={`inputs-sub-${child.id}`}
          className="space-y-4 border-t border-slate-200 pt-5"
        >
          <h3
            id={`inputs-sub-${child.id}`}
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <SectionIcon id={child.icon} className="h-5 w-5 text-brand-700" />
            {child.label}
            <span className="text-sm font-normal text-slate-600">
              {formatEmission(totalsKg[child.id] ?? 0, editor.lang, { unitLabel: 'co2e' })}
            </span>
          </h3>
          <SectionBody
            drafts={drafts}
            options={options}
            totalsKg={totalsKg}
            section={child}
            depth={depth + 1}
            sectionIds={[...sectionIds, child.id]}
            sectionScope={child.ghg?.scope ?? sectionScope}
          />
        </section>
      ))}
    </div>
  );
}

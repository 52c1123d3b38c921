import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import type { CompositionDraft, FieldErrors } from './composition-draft.ts';
import { describeIssue, describePlace, type InUseEntry } from './form-errors.ts';

type Lang = 'en' | 'de';

/** Why the last save did not land: field problems, row types that hold results, or a newer version. */
export type SaveProblem =
  | { kind: 'fields'; errors: FieldErrors }
  | { kind: 'inUse'; entries: InUseEntry[] }
  | { kind: 'stale' };

/** The problems of the last save in one announced box (focused, so keyboard users land on it). */
export function SaveProblemSummary({
  problem,
  draft,
  lang,
  onReload,
  ref,
}: {
  problem: SaveProblem;
  draft: CompositionDraft;
  lang: Lang;
  onReload: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="custom-form-problems"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <p className="font-semibold">{t('calculatorCustomForm.errors.title')}</p>
      {problem.kind === 'fields' && (
        <>
          <p className="mt-1">{t('calculatorCustomForm.errors.intro')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {Object.entries(problem.errors).map(([path, message]) => (
              <li key={path}>
                {describePlace(t, lang, draft, path)}: {describeIssue(t, lang, message)}
              </li>
            ))}
          </ul>
        </>
      )}
      {problem.kind === 'inUse' && (
        <p className="mt-1">
          {t('calculatorCustomForm.errors.inUse', {
            names: problem.entries.map((entry) => entry.name).join(', '),
          })}
        </p>
      )}
      {problem.kind === 'stale' && <p className="mt-1">{t('calculatorCustomForm.errors.stale')}</p>}
      {problem.kind !== 'fields' && (
        <Button variant="secondary" className="mt-3" onClick={onReload}>
          {t('calculatorCustomForm.errors.reload')}
        </Button>
      )}
    </div>
  );
}

/** Sticky at the bottom: whether there are unsaved changes, and Save. */
export function CustomFormSaveBar({
  isDirty,
  isSaving,
  onSave,
}: {
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-20 -mx-2 flex items-center justify-end gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur">
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {isDirty ? t('calculatorCustomForm.save.unsaved') : t('calculatorCustomForm.save.none')}
      </p>
      <Button onClick={onSave} disabled={!isDirty || isSaving} data-testid="custom-form-save">
        {isSaving ? t('calculatorCustomForm.save.saving') : t('calculatorCustomForm.save.button')}
      </Button>
    </div>
  );
}

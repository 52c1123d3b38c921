import {
  formatEmission,
  formatPercent,
  IDEA_STATUSES,
  type IdeaStatus,
  type ReductionIdea,
} from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { type IdeaTracking, IdeaTrackingForm } from './IdeaTrackingForm.tsx';
import { LevelBadges } from './LevelBadges.tsx';

export type IdeaCardProps = {
  idea: ReductionIdea;
  yearLabel: string;
  totalKg: number;
  canChange: boolean;
  isSaving: boolean;
  onStatusChange: (status: IdeaStatus) => void;
  onTrackingSave: (tracking: IdeaTracking) => void;
  onDelete?: (() => void) | undefined;
  /** Own ideas: opens the form to change it. */
  onEdit?: (() => void) | undefined;
};

/** One idea: levels, estimated reduction for the year, its assumption, and its status. */
export function IdeaCard({
  idea,
  yearLabel,
  totalKg,
  canChange,
  isSaving,
  onStatusChange,
  onTrackingSave,
  onDelete,
  onEdit,
}: IdeaCardProps) {
  const { t } = useTranslation();
  const locale = useCalculatorLang();
  const statusId = useId();
  const titleId = useId();
  const share = totalKg > 0 ? idea.estimatedReductionKg / totalKg : 0;
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid={`idea-${idea._id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {idea.title}
            {idea.source === 'custom' && (
              <span className="ml-2 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-800">
                {t('impact.ideas.custom')}
              </span>
            )}
          </h3>
          {idea.description && <p className="mt-1 text-sm text-slate-600">{idea.description}</p>}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="sr-only">
            {t('impact.ideas.status', { title: idea.title })}
          </label>
          <select
            id={statusId}
            value={idea.status}
            disabled={!canChange || isSaving}
            onChange={(event) => onStatusChange(event.target.value as IdeaStatus)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
            data-testid="idea-status"
          >
            {IDEA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`impact.status.${status}`)}
              </option>
            ))}
          </select>
          {onEdit && canChange && (
            <Button
              variant="ghost"
              onClick={onEdit}
              aria-label={t('impact.ideas.editLabel', { title: idea.title })}
            >
              {t('impact.ideas.edit')}
            </Button>
          )}
          {onDelete && canChange && (
            <Button
              variant="ghost"
              onClick={onDelete}
              aria-label={t('impact.ideas.deleteLabel', { title: idea.title })}
            >
              {t('impact.ideas.delete')}
            </Button>
          )}
        </div>
      </div>
      <LevelBadges levels={idea} />
      <p className="text-sm text-slate-800">
        <span className="text-slate-600">{t('impact.ideas.estimate', { year: yearLabel })}: </span>
        <strong data-testid="idea-estimate">
          {t('impact.ideas.perYear', {
            value: formatEmission(idea.estimatedReductionKg, locale, { unitLabel: 'co2e' }),
          })}
        </strong>
        {share > 0 && (
          <span className="text-slate-600">
            {' '}
            (
            {t('impact.ideas.share', {
              percent: formatPercent(share * 100, locale),
            })}
            )
          </span>
        )}
      </p>
      {idea.source === 'catalogue' && idea.estimatedReductionKg === 0 && (
        <p className="text-xs text-slate-500">{t('impact.ideas.nothingYet')}</p>
      )}
      {idea.isGross && <p className="text-xs text-amber-800">{t('impact.ideas.gross')}</p>}
      {idea.assumption && (
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer">{t('impact.ideas.assumption')}</summary>
          <p className="mt-1">{idea.assumption}</p>
          <p className="mt-1">
            {t('impact.ideas.source')}: {idea.sourceNote}
          </p>
        </details>
      )}
      <IdeaTrackingForm idea={idea} canChange={canChange} isSaving={isSaving} onSave={onTrackingSave} />
    </li>
  );
}

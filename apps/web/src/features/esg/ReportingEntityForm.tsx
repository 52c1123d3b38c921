import {
  checkEntityIdentifier,
  ENTITY_IDENTIFIER_KINDS,
  ENTITY_IDENTIFIER_SCHEMES,
  type EntityIdentifierKind,
} from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { CalculatorApiError } from '../calculator/api/calculator-api.ts';
import { describeCalculatorError } from '../calculator/shell/shell-labels.ts';
import { fetchReportingEntity, saveReportingEntity } from './esg-api.ts';

export const reportingEntityKey = ['esg', 'reporting-entity'] as const;

const FIELD_CLASS =
  'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none aria-invalid:border-red-600';

export type ReportingEntityFormProps = {
  canEdit: boolean;
  /** The last download was refused for want of an identifier: the form opens and says so. */
  isAsked: boolean;
};

/**
 * The identifier the company's XBRL reports name it by (LEI, a national register's EUID, D-U-N-S or
 * PermID): shown beside the XBRL download; while there is none, editors are asked for one.
 */
export function ReportingEntityForm({ canEdit, isAsked }: ReportingEntityFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: reportingEntityKey, queryFn: fetchReportingEntity });
  const entity = query.data?.entity ?? null;
  const [isEditing, setIsEditing] = useState(false);
  const [kind, setKind] = useState<EntityIdentifierKind>('lei');
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const baseId = useId();
  const errorId = `${baseId}-error`;

  if (query.isPending) return null;
  const isOpen = canEdit && (entity === null || isEditing);

  const save = async () => {
    const problem = checkEntityIdentifier(kind, identifier);
    if (problem) {
      setError(t(`esg.entity.problem.${problem}`));
      return;
    }
    setIsBusy(true);
    try {
      const saved = await saveReportingEntity({ kind, identifier });
      queryClient.setQueryData(reportingEntityKey, saved);
      setIsEditing(false);
      setError(null);
    } catch (caught) {
      const detail = caught instanceof CalculatorApiError ? caught.details[0]?.message : undefined;
      setError(detail ?? describeCalculatorError(t, caught));
    }
    setIsBusy(false);
  };

  if (!isOpen) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="reporting-entity">
        {entity ? (
          <span className="break-all text-slate-700">
            {t('esg.entity.reportedAs', {
              kind: ENTITY_IDENTIFIER_SCHEMES[entity.kind].label,
              identifier: entity.identifier,
            })}
          </span>
        ) : (
          <span className="text-amber-900" role={isAsked ? 'alert' : undefined}>
            {t('esg.entity.missingReadOnly')}
          </span>
        )}
        {entity && canEdit && (
          <button
            type="button"
            className="min-h-10 font-medium text-brand-800 underline"
            onClick={() => {
              setKind(entity.kind);
              setIdentifier(entity.identifier);
              setIsEditing(true);
            }}
          >
            {t('esg.entity.change')}
          </button>
        )}
      </div>
    );
  }

  return (
    // A fieldset, not a form: it stands inside the ESG form, and forms do not nest.
    <fieldset
      aria-labelledby={`${baseId}-title`}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="reporting-entity-form"
    >
      <p id={`${baseId}-title`} className="font-medium" role={isAsked ? 'alert' : undefined}>
        {entity ? t('esg.entity.changeTitle') : t('esg.entity.ask')}
      </p>
      <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`${baseId}-kind`} className="block font-medium text-slate-800">
            {t('esg.entity.kind')}
          </label>
          <select
            id={`${baseId}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as EntityIdentifierKind)}
            className={FIELD_CLASS}
          >
            {ENTITY_IDENTIFIER_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`esg.entity.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${baseId}-identifier`} className="block font-medium text-slate-800">
            {t('esg.entity.identifier')}
          </label>
          <input
            id={`${baseId}-identifier`}
            value={identifier}
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${FIELD_CLASS} font-mono`}
            onChange={(event) => {
              setIdentifier(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void save();
            }}
          />
          {error && (
            <p id={errorId} className="mt-1 text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={isBusy} onClick={() => void save()}>
          {t('esg.entity.save')}
        </Button>
        {entity && (
          <Button type="button" variant="ghost" onClick={() => setIsEditing(false)}>
            {t('esg.entity.cancel')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

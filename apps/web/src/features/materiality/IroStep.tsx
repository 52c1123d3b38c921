import { type Assessment, formatNumber, type Iro } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { IroForm } from './IroForm.tsx';
import { useIroAction, usePropose } from './materiality-api.ts';
import { nameMatterOf } from './matter-names.ts';

type Props = { assessment: Assessment; canEdit: boolean };

/** Step 2: the IROs by matter, proposals to accept or reject, and the form to add or edit one. */
export function IroStep({ assessment, canEdit }: Props) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const name = nameMatterOf(assessment, lang);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const propose = usePropose(assessment._id);
  const action = useIroAction(assessment._id);
  const matters = [...new Set(assessment.iros.map((iro) => iro.matterId))];

  const runPropose = () =>
    propose.mutate(undefined, {
      onSuccess: ({ proposed }) =>
        toasts.show({
          message:
            proposed === 0
              ? t('materiality.iros.proposedNone')
              : t('materiality.iros.proposed', { count: proposed }),
          tone: 'success',
        }),
      onError: (error) => toasts.show({ message: error.message, tone: 'error' }),
    });
  const run = (iroId: string, kind: 'accept' | 'delete') =>
    action.mutate(
      { iroId, action: kind },
      { onError: (error) => toasts.show({ message: error.message, tone: 'error' }) },
    );

  return (
    <section aria-labelledby="iros-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id="iros-title" className="text-lg font-semibold">
            {t('materiality.iros.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('materiality.iros.intro')}</p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={runPropose}
              disabled={propose.isPending}
              data-testid="iro-propose"
            >
              {t('materiality.iros.propose')}
            </Button>
            {editing === null && (
              <Button onClick={() => setEditing('new')} data-testid="iro-add">
                {t('materiality.iros.add')}
              </Button>
            )}
          </div>
        )}
      </div>
      {editing === 'new' && <IroForm assessment={assessment} onDone={() => setEditing(null)} />}
      {assessment.iros.length === 0 && (
        <p className="text-sm text-slate-600">{t('materiality.iros.empty')}</p>
      )}
      {matters.map((matterId) => (
        <section
          key={matterId}
          aria-label={name(matterId)}
          className="rounded-xl border border-slate-200 bg-white"
        >
          <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{name(matterId)}</h3>
          <ul className="divide-y divide-slate-200">
            {assessment.iros
              .filter((iro) => iro.matterId === matterId)
              .map((iro) =>
                editing === iro._id ? (
                  <li key={iro._id} className="p-3">
                    <IroForm assessment={assessment} iro={iro} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <IroRow
                    key={iro._id}
                    iro={iro}
                    canEdit={canEdit && editing === null}
                    onEdit={() => setEditing(iro._id)}
                    onAccept={() => run(iro._id, 'accept')}
                    onDelete={() => run(iro._id, 'delete')}
                    lang={lang}
                  />
                ),
              )}
          </ul>
        </section>
      ))}
    </section>
  );
}

type RowProps = {
  iro: Iro;
  canEdit: boolean;
  onEdit: () => void;
  onAccept: () => void;
  onDelete: () => void;
  lang: 'en' | 'de';
};

function IroRow({ iro, canEdit, onEdit, onAccept, onDelete, lang }: RowProps) {
  const { t } = useTranslation();
  const isProposal = iro.status === 'proposed';
  const score = (value: number | null) =>
    value === null ? t('materiality.iros.unscored') : formatNumber(value, lang);
  const origin =
    iro.origin?.kind === 'calculator' ? t('materiality.iros.fromCalculator') : t('materiality.iros.fromEsg');
  return (
    <li
      className={`space-y-2 p-4 ${isProposal ? 'bg-amber-50' : ''}`}
      data-testid="iro-row"
      data-status={iro.status}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {isProposal && (
          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-medium text-amber-950">
            {t('materiality.iros.proposal')}
          </span>
        )}
        <span className="font-medium">{t(`materiality.types.${iro.type}`)}</span>
        <span className="text-slate-600">
          · {iro.valueChain.map((location) => t(`materiality.locations.${location}`)).join(', ')} ·{' '}
          {iro.timeHorizons.map((horizon) => t(`materiality.horizons.${horizon}`)).join(', ')}
        </span>
      </div>
      <p className="text-sm text-slate-800">{iro.description}</p>
      {iro.origin && (
        <p className="text-xs text-slate-600">{t('materiality.iros.proposalFrom', { source: origin })}</p>
      )}
      <p className="text-sm" data-testid="iro-scores">
        {iro.type === 'risk' || iro.type === 'opportunity'
          ? `${t('materiality.iros.financialScore')}: ${score(iro.financialScore)}`
          : `${t('materiality.iros.impactScore')}: ${score(iro.impactScore)}`}
      </p>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          {isProposal && (
            <Button onClick={onAccept} data-testid="iro-accept">
              {t('materiality.iros.accept')}
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit} data-testid="iro-edit">
            {t('materiality.iros.edit')}
          </Button>
          <Button variant="dangerGhost" onClick={onDelete}>
            {isProposal ? t('materiality.iros.reject') : t('materiality.iros.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

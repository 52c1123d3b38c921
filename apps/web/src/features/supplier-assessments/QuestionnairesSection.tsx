import {
  type DisplayLocale,
  formatPercent,
  type QuestionnaireSummary,
  rankBySupplierScore,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { STACKED_TABLE, StackedCellLabel } from '../../components/ui/stacked-table.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { AnswersSideBySide } from './AnswersSideBySide.tsx';
import { SUPPLIERS_PATH } from './supplier-access.ts';
import {
  acceptQuestionnaireEmissions,
  QUESTIONNAIRES_KEY,
  remindQuestionnaire,
  revokeQuestionnaire,
  SUPPLIERS_KEY,
  useQuestionnaires,
} from './supplier-api.ts';

/** The questionnaires sent, ranked by score: completion and score per supplier, and what a manager can do. */
export function QuestionnairesSection({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const locale: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const id = useId();
  const { formatDate } = useDateFormat();
  const questionnaires = useQuestionnaires();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUESTIONNAIRES_KEY }),
      queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
    ]);

  const act = async (
    action: Promise<{ data?: unknown; error?: Parameters<typeof describeFailure>[1] }>,
    done: string,
  ) => {
    const result = await action;
    toasts.show(
      result.data
        ? { message: done, tone: 'success' }
        : { message: describeFailure(t, result.error), tone: 'error' },
    );
    await refresh();
  };
  const revoke = async (questionnaire: QuestionnaireSummary) => {
    const isConfirmed = await dialogs.confirm({
      title: t('supplierAssessments.questionnaires.revokeTitle', { name: questionnaire.supplier.name }),
      message: t('supplierAssessments.questionnaires.revokeBody'),
      confirmLabel: t('supplierAssessments.questionnaires.revoke'),
      isWarning: true,
    });
    if (isConfirmed)
      await act(revokeQuestionnaire(questionnaire._id), t('supplierAssessments.questionnaires.revoked'));
  };

  let content: React.ReactNode;
  if (questionnaires.isPending) {
    content = (
      <p role="status" className="text-sm text-slate-600">
        {t('supplierAssessments.loading')}
      </p>
    );
  } else if (questionnaires.isError) {
    content = (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('supplierAssessments.questionnaires.loadFailed')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void questionnaires.refetch()}>
          {t('supplierAssessments.retry')}
        </Button>
      </div>
    );
  } else if (questionnaires.data.length === 0) {
    content = (
      <p className="rounded-xl bg-white p-4 text-sm text-slate-700 shadow-sm">
        {t('supplierAssessments.questionnaires.empty')}
      </p>
    );
  } else {
    const ranked = rankBySupplierScore(questionnaires.data);
    content = (
      <>
        <div className="overflow-hidden rounded-xl bg-white shadow-sm">
          <table className={STACKED_TABLE.table}>
            <caption className="sr-only">{t('supplierAssessments.questionnaires.caption')}</caption>
            <thead className={STACKED_TABLE.thead}>
              <tr>
                {(['rank', 'supplier', 'questionnaire', 'state', 'completion', 'score'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="px-4 py-2">
                      {t(`supplierAssessments.questionnaires.columns.${column}`)}
                    </th>
                  ),
                )}
                {canManage && (
                  <th scope="col" className="px-4 py-2">
                    {t('supplierAssessments.table.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className={STACKED_TABLE.tbody}>
              {ranked.map((questionnaire, index) => (
                <tr key={questionnaire._id} className={STACKED_TABLE.row} data-testid="questionnaire-row">
                  <td className={STACKED_TABLE.cell}>
                    <StackedCellLabel>
                      {t('supplierAssessments.questionnaires.columns.rank')}
                    </StackedCellLabel>
                    {index + 1}
                  </td>
                  <th scope="row" className={`${STACKED_TABLE.cell} font-medium`}>
                    <Link
                      to={`${SUPPLIERS_PATH}/${questionnaire._id}`}
                      className="text-brand-800 underline-offset-2 hover:underline"
                    >
                      {questionnaire.supplier.name}
                    </Link>
                  </th>
                  <td className={STACKED_TABLE.cell}>
                    <StackedCellLabel>
                      {t('supplierAssessments.questionnaires.columns.questionnaire')}
                    </StackedCellLabel>
                    {t('supplierAssessments.questionnaires.sentFor', {
                      title: questionnaire.title,
                      year: questionnaire.reportingYear,
                      deadline: formatDate(questionnaire.deadline),
                    })}
                  </td>
                  <td className={STACKED_TABLE.cell} data-testid="questionnaire-state">
                    <StackedCellLabel>
                      {t('supplierAssessments.questionnaires.columns.state')}
                    </StackedCellLabel>
                    {t(`supplierAssessments.questionnaires.states.${questionnaire.state}`)}
                  </td>
                  <td className={STACKED_TABLE.cell}>
                    <StackedCellLabel>
                      {t('supplierAssessments.questionnaires.columns.completion')}
                    </StackedCellLabel>
                    {formatPercent(questionnaire.completion * 100, locale, { maxDecimals: 0 })}
                  </td>
                  <td className={STACKED_TABLE.cell} data-testid="questionnaire-score">
                    <StackedCellLabel>
                      {t('supplierAssessments.questionnaires.columns.score')}
                    </StackedCellLabel>
                    {t('supplierAssessments.questionnaires.scoreOf', {
                      score: questionnaire.score,
                      max: questionnaire.maxScore,
                    })}
                  </td>
                  {canManage && (
                    <td className={STACKED_TABLE.cell}>
                      <div className="flex flex-wrap gap-2">
                        {questionnaire.state === 'submitted' && !questionnaire.emissionsAcceptedAt && (
                          <Button
                            variant="secondary"
                            onClick={() =>
                              void act(
                                acceptQuestionnaireEmissions(questionnaire._id),
                                t('supplierAssessments.questionnaires.accepted', {
                                  name: questionnaire.supplier.name,
                                }),
                              )
                            }
                          >
                            {t('supplierAssessments.questionnaires.accept')}
                          </Button>
                        )}
                        {(questionnaire.state === 'sent' || questionnaire.state === 'draft') && (
                          <>
                            <Button
                              variant="secondary"
                              onClick={() =>
                                void act(
                                  remindQuestionnaire(questionnaire._id),
                                  t('supplierAssessments.questionnaires.reminded'),
                                )
                              }
                            >
                              {t('supplierAssessments.questionnaires.remind')}
                            </Button>
                            <Button variant="secondary" onClick={() => void revoke(questionnaire)}>
                              {t('supplierAssessments.questionnaires.revoke')}
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AnswersSideBySide questionnaires={ranked} />
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('supplierAssessments.questionnaires.title')}
      </h2>
      {content}
    </section>
  );
}

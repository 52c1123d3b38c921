import {
  formatEmission,
  MAX_REVIEW_COMMENT_LENGTH,
  type Result,
  type ResultReview,
} from '@carbon-ledger/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../../lib/useDateFormat.ts';
import { useCan } from '../../auth/useCan.ts';
import { describeCalculatorError } from '../shell/shell-labels.ts';
import { markResultReviewed, unmarkResultReviewed } from './review-api.ts';
import { formatReviewDate } from './review-format.ts';
import { useRefreshReviews } from './useReviews.ts';

export type ReviewItem = { result: Result; title: string; hasUnsavedChanges: boolean };

/**
 * The review of a section's saved rows: each row's mark (who, when, comment) and, for reviewers, the
 * comment field and the Mark reviewed / Remove mark buttons. It sits outside the rows' fieldset, which
 * is disabled for viewers, because viewers review too (spec section 6, instance reviewer).
 */
export function SectionReviewPanel({
  items,
  reviews,
  isLoadError,
  lang,
}: {
  items: readonly ReviewItem[];
  reviews: ReadonlyMap<string, ResultReview>;
  isLoadError: boolean;
  lang: 'en' | 'de';
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="section-review"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('calculatorReview.panelTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('calculatorReview.panelIntro')}</p>
      {isLoadError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('calculatorReview.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('calculatorReview.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <ReviewRow key={item.result._id} item={item} review={reviews.get(item.result._id)} lang={lang} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewRow({
  item,
  review,
  lang,
}: {
  item: ReviewItem;
  review: ResultReview | undefined;
  lang: 'en' | 'de';
}) {
  const { t } = useTranslation();
  const { dateLocale } = useDateFormat();
  const id = useId();
  const canReview = useCan('instanceReviewer');
  const refresh = useRefreshReviews();
  const [comment, setComment] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const isReviewed = review !== undefined || item.result.isReviewed;

  const act = async (call: () => Promise<unknown>, done: string) => {
    setIsBusy(true);
    try {
      await call();
      await refresh();
      setComment('');
      toasts.show({ message: done, tone: 'success' });
    } catch (error) {
      toasts.show({
        message: t('calculatorReview.failed', { message: describeCalculatorError(t, error) }),
        tone: 'error',
      });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid="review-item">
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-medium text-slate-900">{item.title}</p>
        <p className="text-xs text-slate-600 tabular-nums">
          {formatEmission(item.result.figures.total, lang)}
        </p>
        <p className="mt-1 text-sm" data-testid="review-status">
          {isReviewed ? (
            <span className="font-medium text-brand-800">
              <span aria-hidden="true">✓ </span>
              {review
                ? t('calculatorReview.reviewedBy', {
                    name: review.reviewerName || t('calculatorReview.formerMember'),
                    date: formatReviewDate(review.reviewedAt, dateLocale),
                  })
                : t('calculatorReview.reviewed')}
            </span>
          ) : (
            <span className="text-slate-600">{t('calculatorReview.notReviewed')}</span>
          )}
        </p>
        {review?.comment && (
          <blockquote className="mt-1 border-l-2 border-slate-200 pl-2 text-sm whitespace-pre-wrap text-slate-700">
            {review.comment}
          </blockquote>
        )}
      </div>
      {canReview && (
        <div className="w-full space-y-2 sm:w-80">
          {isReviewed ? (
            <Button
              variant="secondary"
              disabled={isBusy}
              aria-label={t('calculatorReview.unmarkOf', { row: item.title })}
              onClick={() =>
                void act(() => unmarkResultReviewed(item.result._id), t('calculatorReview.unmarked'))
              }
            >
              {t('calculatorReview.unmark')}
            </Button>
          ) : item.hasUnsavedChanges ? (
            <p className="text-sm text-slate-600">{t('calculatorReview.saveRowFirst')}</p>
          ) : (
            <>
              <label htmlFor={`${id}-comment`} className="sr-only">
                {t('calculatorReview.commentOf', { row: item.title })}
              </label>
              <textarea
                id={`${id}-comment`}
                rows={2}
                value={comment}
                maxLength={MAX_REVIEW_COMMENT_LENGTH}
                placeholder={t('calculatorReview.comment')}
                aria-describedby={`${id}-hint`}
                onChange={(event) => setComment(event.target.value)}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
              />
              <p id={`${id}-hint`} className="text-xs text-slate-500">
                {t('calculatorReview.commentHint', { max: MAX_REVIEW_COMMENT_LENGTH })}
              </p>
              <Button
                disabled={isBusy}
                aria-label={t('calculatorReview.markOf', { row: item.title })}
                onClick={() =>
                  void act(() => markResultReviewed(item.result._id, comment), t('calculatorReview.marked'))
                }
              >
                {t('calculatorReview.mark')}
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

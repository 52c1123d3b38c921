import { formatRelativeTime, type NotificationItem } from '@carbon-ledger/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { fetchNotifications, inviteKeys } from './invites-api.ts';
import { StatusDot } from './StatusDot.tsx';

/**
 * The Assignments panel (spec section 2, Shell): the user's invites, most recently updated first, each
 * with its project, a link to the public inputs page, the status dots and the time of the last update;
 * 'Load More' fetches the next 20.
 */
export function AssignmentsPanel() {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const pages = useInfiniteQuery({
    queryKey: inviteKeys.notifications(lang),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam, lang),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.pagination.canLoadMore ? last.pagination.position : undefined),
  });
  const items = pages.data?.pages.flatMap((page) => page.invites) ?? [];

  return (
    <section
      aria-labelledby="assignments-title"
      data-testid="assignments-panel"
      className="flex max-h-[70vh] flex-col"
    >
      <h2 id="assignments-title" className="border-b border-slate-200 px-4 py-3 text-base font-semibold">
        {t('calculatorInvites.panel.title')}
      </h2>
      <div className="overflow-y-auto">
        {pages.isError ? (
          <p role="alert" className="px-4 py-6 text-sm text-red-700">
            {t('calculatorInvites.panel.loadError')}
          </p>
        ) : pages.isPending ? (
          <p role="status" className="px-4 py-6 text-sm text-slate-600">
            {t('app.loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-600">{t('calculatorInvites.panel.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <AssignmentItem key={item.invite._id} item={item} lang={lang} />
            ))}
          </ul>
        )}
      </div>
      {pages.hasNextPage && (
        <div className="border-t border-slate-200 px-4 py-2 text-center">
          <Button
            variant="ghost"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('calculatorInvites.panel.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

function AssignmentItem({ item, lang }: { item: NotificationItem; lang: 'en' | 'de' }) {
  const { t } = useTranslation();
  const project = item.instance.container.name;
  return (
    <li className="space-y-2 px-4 py-3" data-testid="assignment-item">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-slate-900">
            {project} <span className="font-normal text-slate-500">{item.instance.year}</span>
          </p>
          <p className="text-xs text-slate-500">
            {item.invite.name ? `${item.invite.name} · ${item.invite.email}` : item.invite.email}
          </p>
        </div>
        {item.isUnread && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">
            {t('calculatorInvites.panel.new')}
          </span>
        )}
      </div>
      <ul className="space-y-1">
        {item.statuses.map((status) => (
          <StatusDot
            key={status.title}
            title={status.title}
            status={status.status}
            deadline={status.deadline}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>
          {t('calculatorInvites.panel.updated', {
            time: formatRelativeTime(item.invite.updatedAt, Date.now(), lang),
          })}
        </span>
        {item.publicLink ? (
          // A new tab: the public form runs with the link's token, apart from the signed-in workspace.
          <a
            href={item.publicLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('calculatorInvites.panel.openFormLabel', { project, year: item.instance.year })}
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {t('calculatorInvites.panel.openForm')}
          </a>
        ) : (
          <span>{t('calculatorInvites.panel.revoked')}</span>
        )}
      </div>
    </li>
  );
}

import { formatDate, NEWS_TOPICS, type NewsListItem, type NewsTopic } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CALCULATOR_HOME } from '../../app/paths.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useNewsList } from './news-api.ts';

function NewsCard({ item, language }: { item: NewsListItem; language: 'en' | 'de' }) {
  const { t } = useTranslation();
  // Text in another language than the page's is marked, so screen readers pronounce it right.
  const lang = item.lang && item.lang !== language ? item.lang : undefined;
  const date = formatDate(item.publishedAt, language === 'de' ? 'de' : 'en-GB', 'medium', 'UTC');
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm sm:flex-row"
      data-testid="news-item"
    >
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt=""
          loading="lazy"
          className="h-44 w-full shrink-0 object-cover sm:h-auto sm:w-48"
        />
      )}
      <article className="flex min-w-0 flex-1 flex-col gap-2 p-4" lang={lang}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600" lang={language}>
          <time dateTime={item.publishedAt}>{date}</time>
          <span className="break-all">{t('news.page.source', { source: item.source })}</span>
          {item.topic && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
              {t(`news.topics.${item.topic}`)}
            </span>
          )}
        </p>
        <h2 className="text-base font-semibold break-words text-slate-900">
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 hover:underline focus-visible:underline"
          >
            {item.title}
            <span className="sr-only" lang={language}>
              {` ${t('news.page.opensInNewTab')}`}
            </span>
          </a>
        </h2>
        {item.summary && <p className="text-sm break-words text-slate-700">{item.summary}</p>}
      </article>
    </li>
  );
}

/** Positive News (`/dashboard/analytics/news`): curated items and feed entries, newest first. */
export function NewsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const [topic, setTopic] = useState<NewsTopic | undefined>();
  const news = useNewsList(language, topic);
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <nav aria-label={t('news.page.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <li>
            <Link to={CALCULATOR_HOME} className="font-medium text-brand-800 hover:underline">
              {t('news.page.overview')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-slate-800">
            {t('news.page.title')}
          </li>
        </ol>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-semibold text-slate-900">{t('news.page.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('news.page.intro')}</p>
        </div>
        <div>
          <label htmlFor="news-topic" className="block text-sm font-medium text-slate-800">
            {t('news.page.topicFilter')}
          </label>
          <select
            id="news-topic"
            value={topic ?? ''}
            onChange={(event) => setTopic((event.target.value || undefined) as NewsTopic | undefined)}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none sm:w-56"
          >
            <option value="">{t('news.page.allTopics')}</option>
            {NEWS_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(`news.topics.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </header>

      {news.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : news.isError ? (
        <div role="alert" className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
          <p className="text-red-700">{t('news.page.error')}</p>
          <Button variant="secondary" onClick={() => void news.refetch()}>
            {t('news.page.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-5 text-slate-700 shadow-sm">
          {t(topic ? 'news.page.emptyTopic' : 'news.page.empty')}
        </p>
      ) : (
        <>
          <ul aria-label={t('news.page.listLabel')} className="space-y-4">
            {items.map((item) => (
              <NewsCard key={item._id} item={item} language={language} />
            ))}
          </ul>
          {news.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={news.isFetchingNextPage}
                onClick={() => void news.fetchNextPage()}
              >
                {t(news.isFetchingNextPage ? 'news.page.loadingMore' : 'news.page.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

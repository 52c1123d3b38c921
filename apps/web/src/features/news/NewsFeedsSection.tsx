import {
  formatDateTime,
  NEWS_TOPICS,
  type NewsFeed,
  type NewsFeedInput,
  type NewsSettingsResponse,
  newsFeedInputSchema,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/http-client.ts';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import {
  createNewsFeed,
  deleteNewsFeed,
  fetchNewsFeedNow,
  NEWS_SETTINGS_KEY,
  updateNewsFeed,
} from './news-api.ts';

const toInput = (feed: NewsFeed, isEnabled: boolean): NewsFeedInput => ({
  url: feed.url,
  lang: feed.lang,
  topic: feed.topic,
  isEnabled,
});

function FeedStatus({ feed }: { feed: NewsFeed }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de' : 'en-GB';
  return (
    <div className="space-y-1 text-xs text-slate-600">
      <p>
        {feed.lastFetchedAt
          ? t('news.settings.lastFetched', { date: formatDateTime(feed.lastFetchedAt, locale) })
          : t('news.settings.neverFetched')}
        {' · '}
        {t('news.settings.entries', { count: feed.entryCount })}
      </p>
      {feed.lastError && (
        <p className="text-red-700">
          {t('news.settings.lastError', {
            reason: t(`news.settings.feedErrors.${feed.lastError.code}`, {
              status: feed.lastError.status ?? '',
            }),
          })}
        </p>
      )}
    </div>
  );
}

/** The feeds the installation follows: their outcome, Fetch now, on/off, removal, and adding one. */
export function NewsFeedsSection({ settings }: { settings: NewsSettingsResponse }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ url: '', lang: '', topic: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [urlRefusal, setUrlRefusal] = useState<string>();
  const [busyId, setBusyId] = useState<string>();

  const apply = (result: ApiResult<NewsSettingsResponse>, done: string) => {
    if (!result.data) {
      toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
      return;
    }
    queryClient.setQueryData(NEWS_SETTINGS_KEY, result.data);
    void queryClient.invalidateQueries({ queryKey: ['news'] });
    toasts.show({ message: done, tone: 'success' });
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsFeedInputSchema.safeParse({
      url: draft.url,
      lang: draft.lang || null,
      topic: draft.topic || null,
    });
    setUrlRefusal(undefined);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const result = await createNewsFeed(parsed.data);
    if (!result.data && result.error?.details?.[0]?.message === 'DUPLICATE_FEED') {
      setUrlRefusal(t('news.settings.duplicateFeed'));
      return;
    }
    apply(result, t('news.settings.feedAdded'));
    if (result.data) setDraft({ url: '', lang: '', topic: '' });
  };

  const fetchNow = async (feed: NewsFeed) => {
    setBusyId(feed._id);
    const result = await fetchNewsFeedNow(feed._id);
    setBusyId(undefined);
    apply(result, t('news.settings.fetched'));
  };

  const remove = async (feed: NewsFeed) => {
    const isConfirmed = await dialogs.confirm({
      title: t('news.settings.feedDeleteTitle'),
      message: t('news.settings.feedDeleteMessage', { url: feed.url }),
      confirmLabel: t('news.settings.delete'),
      isWarning: true,
    });
    if (isConfirmed) apply(await deleteNewsFeed(feed._id), t('news.settings.feedDeleted'));
  };

  const languageOptions = [
    { value: '', label: t('news.settings.feedLangUnknown') },
    { value: 'en', label: t('news.languages.en') },
    { value: 'de', label: t('news.languages.de') },
  ];
  const topicOptions = [
    { value: '', label: t('news.settings.feedTopicNone') },
    ...NEWS_TOPICS.map((value) => ({ value, label: t(`news.topics.${value}`) })),
  ];

  return (
    <section aria-labelledby="news-feeds" className="space-y-4">
      <h3 id="news-feeds" className="text-lg font-semibold">
        {t('news.settings.feedsTitle')}
      </h3>
      <p className={`text-sm ${settings.areFeedsEnabled ? 'text-slate-600' : 'font-medium text-amber-800'}`}>
        {settings.areFeedsEnabled
          ? t('news.settings.feedsSchedule', { minutes: settings.feedIntervalMinutes })
          : t('news.settings.feedsOff')}
      </p>
      {settings.feeds.length === 0 ? (
        <p className="text-sm text-slate-600">{t('news.settings.noFeeds')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm">
          {settings.feeds.map((feed) => (
            <li key={feed._id} data-testid="news-feed" className="space-y-2 p-4">
              <div className="min-w-0">
                <p className="font-medium break-words">{feed.title ?? feed.url}</p>
                {feed.title && <p className="text-xs break-all text-slate-500">{feed.url}</p>}
                <p className="text-xs text-slate-600">
                  {feed.lang ? t(`news.languages.${feed.lang}`) : t('news.settings.feedLangUnknown')}
                  {feed.topic ? ` · ${t(`news.topics.${feed.topic}`)}` : ''}
                  {' · '}
                  {t(feed.isEnabled ? 'news.settings.on' : 'news.settings.off')}
                </p>
              </div>
              <FeedStatus feed={feed} />
              <div className="flex flex-wrap gap-2">
                {settings.areFeedsEnabled && (
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    disabled={busyId === feed._id}
                    onClick={() => void fetchNow(feed)}
                  >
                    {t(busyId === feed._id ? 'news.settings.fetching' : 'news.settings.fetchNow')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={async () =>
                    apply(
                      await updateNewsFeed(feed._id, toInput(feed, !feed.isEnabled)),
                      t('news.settings.saved'),
                    )
                  }
                >
                  {t(feed.isEnabled ? 'news.settings.turnOff' : 'news.settings.turnOn')}
                </Button>
                <Button variant="dangerGhost" className="px-3 py-1.5" onClick={() => void remove(feed)}>
                  {t('news.settings.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => void add(event)}
        aria-labelledby="news-feed-add"
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm"
      >
        <h4 id="news-feed-add" className="font-medium">
          {t('news.settings.addFeed')}
        </h4>
        <TextField
          label={t('news.settings.feedUrl')}
          name="feedUrl"
          type="url"
          inputMode="url"
          value={draft.url}
          onChange={(event) => setDraft((current) => ({ ...current, url: event.target.value }))}
          error={urlRefusal ?? validationText(errors.url)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('news.settings.feedLang')}
            name="feedLang"
            value={draft.lang}
            onChange={(event) => setDraft((current) => ({ ...current, lang: event.target.value }))}
            options={languageOptions}
          />
          <SelectField
            label={t('news.settings.feedTopic')}
            name="feedTopic"
            value={draft.topic}
            onChange={(event) => setDraft((current) => ({ ...current, topic: event.target.value }))}
            options={topicOptions}
          />
        </div>
        <Button type="submit">{t('news.settings.addFeed')}</Button>
      </form>
    </section>
  );
}

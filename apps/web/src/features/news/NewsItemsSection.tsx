import {
  type CuratedNewsItem,
  MAX_NEWS_IMAGE_BYTES,
  type NewsItemInput,
  type NewsSettingsResponse,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/http-client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { NewsItemForm } from './NewsItemForm.tsx';
import {
  createNewsItem,
  deleteNewsItem,
  NEWS_SETTINGS_KEY,
  removeNewsImage,
  updateNewsItem,
  uploadNewsImage,
} from './news-api.ts';

const IMAGE_LIMIT_MB = MAX_NEWS_IMAGE_BYTES / 1024 / 1024;
const IMAGE_PROBLEMS = ['empty', 'tooLarge', 'unsupportedType'] as const;

const titleOf = (item: CuratedNewsItem) => item.titleEn ?? item.titleDe ?? '';

function toInput(item: CuratedNewsItem, isPublished: boolean): NewsItemInput {
  const { titleEn, summaryEn, titleDe, summaryDe, url, topic, publishedOn } = item;
  return { titleEn, summaryEn, titleDe, summaryDe, url, topic, publishedOn, isPublished };
}

function ImageControl({
  item,
  onResult,
}: {
  item: CuratedNewsItem;
  onResult: (result: ApiResult<NewsSettingsResponse>, done: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    onResult(await uploadNewsImage(item._id, file), t('news.settings.imageStored'));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-within:ring-2 focus-within:ring-brand-600"
      >
        <span aria-hidden="true">
          {t(item.imageUrl ? 'news.settings.imageReplace' : 'news.settings.imageChoose')}
        </span>
        <span className="sr-only">{t('news.settings.imageAdd', { title: titleOf(item) })}</span>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {item.imageUrl && (
        <Button
          variant="ghost"
          className="px-2 py-1"
          onClick={async () => onResult(await removeNewsImage(item._id), t('news.settings.imageRemoved'))}
        >
          {t('news.settings.imageRemove')}
        </Button>
      )}
    </div>
  );
}

/** The operator's curated items: the list with its actions, and the form to add or edit one. */
export function NewsItemsSection({ items }: { items: CuratedNewsItem[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [editingId, setEditingId] = useState<string>();
  const editing = items.find((item) => item._id === editingId);

  const apply = (result: ApiResult<NewsSettingsResponse>, done: string) => {
    if (!result.data) {
      const problem = IMAGE_PROBLEMS.find((key) => result.error?.details?.[0]?.message === key);
      const message = problem
        ? t(`news.settings.imageProblems.${problem}`, { limit: IMAGE_LIMIT_MB })
        : describeFailure(t, result.error);
      toasts.show({ message, tone: 'error' });
      return false;
    }
    queryClient.setQueryData(NEWS_SETTINGS_KEY, result.data);
    void queryClient.invalidateQueries({ queryKey: ['news'] });
    toasts.show({ message: done, tone: 'success' });
    return true;
  };

  const save = async (input: NewsItemInput) => {
    const result = editing ? await updateNewsItem(editing._id, input) : await createNewsItem(input);
    if (!result.data) return result.error;
    apply(result, t('news.settings.saved'));
    setEditingId(undefined);
    return undefined;
  };

  const remove = async (item: CuratedNewsItem) => {
    const isConfirmed = await dialogs.confirm({
      title: t('news.settings.deleteTitle'),
      message: t('news.settings.deleteMessage', { title: titleOf(item) }),
      confirmLabel: t('news.settings.delete'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    if (editingId === item._id) setEditingId(undefined);
    apply(await deleteNewsItem(item._id), t('news.settings.deleted'));
  };

  const locale = i18n.resolvedLanguage === 'de' ? 'de-DE' : 'en-GB';
  return (
    <section aria-labelledby="news-items" className="space-y-4">
      <h3 id="news-items" className="text-lg font-semibold">
        {t('news.settings.itemsTitle')}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('news.settings.noItems')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm">
          {items.map((item) => (
            <li
              key={item._id}
              data-testid="news-settings-item"
              className="flex flex-col gap-3 p-4 sm:flex-row"
            >
              {item.imageUrl && (
                <img src={item.imageUrl} alt="" className="h-20 w-full rounded object-cover sm:w-28" />
              )}
              <div className="min-w-0 flex-1 space-y-1">
                {item.titleEn && (
                  <p lang="en" className="font-medium break-words">
                    {item.titleEn}
                  </p>
                )}
                {item.titleDe && (
                  <p lang="de" className="font-medium break-words">
                    {item.titleDe}
                  </p>
                )}
                <p className="text-xs text-slate-600">
                  {new Date(`${item.publishedOn}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' })}
                  {' · '}
                  {t(`news.topics.${item.topic}`)}
                  {' · '}
                  {item.languages.map((lang) => t(`news.languages.${lang}`)).join(', ')}
                  {' · '}
                  <span className={item.isPublished ? 'text-brand-800' : 'font-medium text-amber-800'}>
                    {t(item.isPublished ? 'news.settings.published' : 'news.settings.withdrawn')}
                  </span>
                </p>
                <p className="text-xs break-all text-slate-500">{item.url}</p>
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditingId(item._id)}>
                    {t('news.settings.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    onClick={async () =>
                      apply(
                        await updateNewsItem(item._id, toInput(item, !item.isPublished)),
                        t('news.settings.saved'),
                      )
                    }
                  >
                    {t(item.isPublished ? 'news.settings.withdraw' : 'news.settings.publish')}
                  </Button>
                  <ImageControl item={item} onResult={apply} />
                  <Button variant="dangerGhost" className="px-3 py-1.5" onClick={() => void remove(item)}>
                    {t('news.settings.delete')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-500">{t('news.settings.imageHint', { limit: IMAGE_LIMIT_MB })}</p>
      <NewsItemForm
        key={editing?._id ?? 'new'}
        item={editing}
        onSave={save}
        onCancel={editing ? () => setEditingId(undefined) : undefined}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { NewsFeedsSection } from './NewsFeedsSection.tsx';
import { NewsItemsSection } from './NewsItemsSection.tsx';
import { useNewsSettings } from './news-api.ts';

/** Settings → News (operators): the installation's curated positive news and the feeds it follows. */
export function NewsSettingsPage() {
  const { t } = useTranslation();
  const settings = useNewsSettings();
  if (settings.isPending) return <p role="status">{t('app.loading')}</p>;
  if (settings.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('errors.generic')}
      </p>
    );
  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('news.settings.title')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('news.settings.description')}</p>
      </header>
      <NewsItemsSection items={settings.data.items} />
      <NewsFeedsSection settings={settings.data} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** Shown while the script of the first page opened arrives (later pages keep the old page and the progress bar). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-center justify-center gap-3 text-slate-600">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700 motion-reduce:animate-none"
      />
      {t('app.loading')}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
    >
      {t('app.skipToContent')}
    </a>
  );
}

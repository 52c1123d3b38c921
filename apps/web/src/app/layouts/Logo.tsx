import { useTranslation } from 'react-i18next';

/** The product mark and name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 font-semibold text-brand-800">
      <img src="/favicon.svg" alt="" className="h-7 w-7" />
      <span>{t('app.name')}</span>
    </span>
  );
}

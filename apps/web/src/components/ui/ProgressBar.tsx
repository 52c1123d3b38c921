import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/create-store.ts';
import { progress } from './progress.ts';

/** The thin bar at the top of the page while navigations or calls are under way. */
export function ProgressBar() {
  const { t } = useTranslation();
  const { isVisible, value } = useStore(progress.store);
  if (!isVisible) return null;
  const percent = Math.round(Math.min(1, value) * 100);
  return (
    <div
      role="progressbar"
      aria-label={t('app.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className="h-full w-full origin-left bg-brand-500 transition-transform duration-200 ease-out will-change-transform"
        style={{ transform: `scaleX(${percent / 100})` }}
      />
    </div>
  );
}

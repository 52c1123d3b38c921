import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/create-store.ts';
import { MAX_VISIBLE_TOASTS, type ToastTone, toasts } from './toast-queue.ts';

const TONE_CLASSES: Record<ToastTone, string> = {
  info: 'border-slate-200 bg-white text-slate-900',
  success: 'border-brand-500 bg-brand-50 text-brand-800',
  error: 'border-red-300 bg-red-50 text-red-800',
};

/** Where the toast queue shows; announced politely to screen readers. */
export function ToastViewport() {
  const { t } = useTranslation();
  const visible = useStore(toasts.store).slice(0, MAX_VISIBLE_TOASTS);
  return (
    <section
      aria-live="polite"
      aria-label={t('common.notifications')}
      // Phones: across the top, clear of the save bar at the bottom. Wider screens: bottom right.
      className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col gap-2 sm:inset-x-auto sm:top-auto sm:right-4 sm:bottom-4 sm:w-80"
    >
      {visible.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${TONE_CLASSES[toast.tone]}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => toasts.dismiss(toast.id)}
            aria-label={t('common.dismissNotification')}
            className="rounded px-1 text-lg leading-none opacity-60 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

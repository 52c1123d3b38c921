import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../api/status.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Footer } from '../../components/ui/Footer.tsx';

/** Shown instead of the app when the status check fails, answers nothing, or says not accepting. */
export function ServerDownPage() {
  const { t } = useTranslation();
  const { supportEmail } = useAppConfig();
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 items-center justify-center px-6 py-16" data-testid="server-down">
        <div className="max-w-lg text-center">
          <div
            aria-hidden
            className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-amber-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-8 w-8 text-amber-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
            </svg>
          </div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('serverDown.title')}</h1>
          <p className="mt-3 text-slate-700">{t('serverDown.backShortly')}</p>
          <p className="mt-1 text-slate-700">{t('serverDown.dataSecured')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={() => window.location.assign('/login')}>{t('serverDown.tryAgain')}</Button>
            {supportEmail && (
              <a
                href={`mailto:${supportEmail}`}
                className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {t('serverDown.contactSupport')}
              </a>
            )}
          </div>
        </div>
      </main>
      <Footer locales={['en', 'de']} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../app/chunk-load-error.ts';
import { Button } from '../../components/ui/Button.tsx';

/** A page's script could not be downloaded: say so and reload the same address on retry. */
function ChunkLoadFailure() {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-6" data-testid="error-page">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-semibold">{t('errors.chunkLoadTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('errors.chunkLoadMessage')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('serverDown.tryAgain')}
        </Button>
      </div>
    </main>
  );
}

/** The error route: where a failing first navigation or a crashed page lands. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-6" data-testid="error-page">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold">{t('errors.generic')}</h1>
        <p className="mt-3 text-slate-600">{t('serverDown.dataSecured')}</p>
        <Button className="mt-6" onClick={() => window.location.assign('/dashboard/calculator')}>
          {t('serverDown.tryAgain')}
        </Button>
      </div>
    </main>
  );
}

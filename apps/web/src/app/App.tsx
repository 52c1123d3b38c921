import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { DialogHost } from '../components/ui/DialogHost.tsx';
import { ProgressBar } from '../components/ui/ProgressBar.tsx';
import { ToastViewport } from '../components/ui/ToastViewport.tsx';
import { SESSION_QUERY_KEY } from '../features/auth/session-api.ts';
import { createAppRouter } from './router.tsx';
import { StatusGate } from './StatusGate.tsx';
import { installSessionExpiryHandler } from './session-expiry.ts';
import { installSubscriptionRequiredHandler } from './subscription-required.ts';

/** The whole SPA: data cache, the status check, the routes, and the app-wide popups. */
export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createAppRouter);
  const { t } = useTranslation();
  useEffect(() => {
    installSessionExpiryHandler(t, () => Boolean(queryClient.getQueryData(SESSION_QUERY_KEY)));
  }, [t, queryClient]);
  useEffect(() => installSubscriptionRequiredHandler(router), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <ProgressBar />
      <StatusGate>
        <RouterProvider router={router} />
      </StatusGate>
      <DialogHost />
      <ToastViewport />
    </QueryClientProvider>
  );
}

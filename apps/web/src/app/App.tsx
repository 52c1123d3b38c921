import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { DialogHost } from '../components/ui/DialogHost.tsx';
import { ProgressBar } from '../components/ui/ProgressBar.tsx';
import { ToastViewport } from '../components/ui/ToastViewport.tsx';
import { createAppRouter } from './router.tsx';
import { StatusGate } from './StatusGate.tsx';

/** The whole SPA: data cache, the status check, the routes, and the app-wide popups. */
export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createAppRouter);
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

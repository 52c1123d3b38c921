import { lazy, Suspense } from 'react';
import { DefaultLayout } from '../../app/layouts/DefaultLayout.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { useSession } from '../auth/session-api.ts';

const DashboardLayout = lazy(async () => ({
  default: (await import('../../app/layouts/DashboardLayout.tsx')).DashboardLayout,
}));

/** Checkout's frame (spec section 2): the dashboard layout when signed in, the default one otherwise. */
export function CheckoutLayout() {
  const { data: user, isPending } = useSession();
  if (isPending) return <PageLoading />;
  if (!user) return <DefaultLayout />;
  return (
    <Suspense fallback={<PageLoading />}>
      <DashboardLayout />
    </Suspense>
  );
}

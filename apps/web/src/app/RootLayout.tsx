import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { progress } from '../components/ui/progress.ts';
import { ScrollManager } from './ScrollManager.tsx';

/** Wraps every route: scroll handling and the progress bar during navigations. */
export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  useEffect(() => {
    if (!isNavigating) return;
    progress.start();
    return () => progress.done();
  }, [isNavigating]);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

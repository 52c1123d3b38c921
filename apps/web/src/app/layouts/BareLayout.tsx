import { Outlet } from 'react-router';

/** Public pages that stand alone (invite forms, public reports): no shell at all. */
export function BareLayout() {
  return (
    <main id="main" className="min-h-screen">
      <Outlet />
    </main>
  );
}

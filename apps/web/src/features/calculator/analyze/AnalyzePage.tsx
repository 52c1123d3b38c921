import { Outlet } from 'react-router';

/** Being built in this change. */
export function AnalyzePage() {
  return <Outlet />;
}

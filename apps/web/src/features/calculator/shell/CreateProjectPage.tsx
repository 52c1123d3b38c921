import { Outlet } from 'react-router';

/** Being built in this change. */
export function CreateProjectPage() {
  return <Outlet />;
}

import { useSession } from '../auth/session-api.ts';
import { canManageWorkforce } from './workforce-access.ts';

/** Whether the signed-in member may add, remove and change employees and teams (editors and above). */
export function useCanManageWorkforce(): boolean {
  const { data: user } = useSession();
  if (!user) return false;
  return canManageWorkforce({ role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin });
}

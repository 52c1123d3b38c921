import { useSession } from '../auth/session-api.ts';
import { canManageSuppliers } from './supplier-access.ts';

/** Whether the signed-in member may add, change and delete suppliers and their reports (editors and above). */
export function useCanManageSuppliers(): boolean {
  const { data: user } = useSession();
  if (!user) return false;
  return canManageSuppliers({ role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin });
}

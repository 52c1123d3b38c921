import {
  getEffectiveRole,
  hasRoleAtLeast,
  type Role,
  SURVEYS_INVENTORY_ROLE,
  SURVEYS_MANAGE_ROLE,
} from '@carbon-ledger/core';
import { useSession } from '../auth/session-api.ts';

/** What the signed-in member may do with surveys: editors build and send, admins send to a year. */
export function useSurveyRights(): { canManage: boolean; canSendToYear: boolean } {
  const { data: user } = useSession();
  if (!user) return { canManage: false, canSendToYear: false };
  const role = getEffectiveRole({
    role: user.companyRelationship.role,
    isSitewideAdmin: user.isSitewideAdmin,
  }) as Role;
  return {
    canManage: hasRoleAtLeast(role, SURVEYS_MANAGE_ROLE),
    canSendToYear: hasRoleAtLeast(role, SURVEYS_INVENTORY_ROLE),
  };
}

import { type Capability, can } from '@carbon-ledger/core';
import { useSession } from './session-api.ts';

/** Permissions that need no resource to decide: capabilities and the role-only named permissions. */
export type PagePermission = Capability | 'pageSettingsSolutions' | 'calculatorInstanceEngageTab';

/** Whether the signed-in user's role in the active company allows something (spec section 6). */
export function useCan(permission: PagePermission): boolean {
  const { data: user } = useSession();
  if (!user) return false;
  return can({ role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin }, permission);
}

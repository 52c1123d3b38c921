import { type Capability, can } from '@carbon-ledger/core';
import { useSession } from './session-api.ts';

/** Whether the signed-in user's role in the active company meets a capability (spec section 6). */
export function useCan(capability: Capability): boolean {
  const { data: user } = useSession();
  if (!user) return false;
  return can({ role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin }, capability);
}

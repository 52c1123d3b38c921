import type { MembershipRuleResult } from '@carbon-ledger/core';
import { AppError } from '../../http/app-error.ts';

const MESSAGES = {
  LAST_OWNER: 'A company needs at least one owner. Make someone else owner first.',
  ROLE_ABOVE_OWN: 'You cannot give a role above your own.',
  TARGET_ABOVE_OWN: 'You cannot change or remove a member whose role is above yours.',
  ROLE_NOT_ASSIGNABLE: 'This role cannot be given to a member.',
} as const;

/** Turns a refused membership rule into the API error: 409 for the last owner, 403 otherwise. */
export function assertMembershipRule(result: MembershipRuleResult): void {
  if (result.ok) return;
  throw new AppError(result.code === 'LAST_OWNER' ? 'CONFLICT' : 'FORBIDDEN', MESSAGES[result.code], [
    { path: 'role', message: result.code },
  ]);
}

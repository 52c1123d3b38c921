import {
  decideEntitlement,
  getEffectiveRole,
  hasRoleAtLeast,
  MATERIALITY_APPROVE_ROLE,
  MATERIALITY_EDIT_ROLE,
  toTrials,
} from '@carbon-ledger/core';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../auth/session-api.ts';
import { useTrials } from '../plans/trials-api.ts';

/**
 * Whether the company may use assessments now (spec §2: a paid assessments subscription, or billing
 * off), and what the member may do: editors assess, admins approve.
 */
export function useAssessmentsAccess() {
  const session = useSession();
  const appConfig = useAppConfigQuery();
  const isBilling = appConfig.data?.billing.mode === 'stripe';
  const trials = useTrials(isBilling && Boolean(session.data));
  const user = session.data;
  const isReady = Boolean(user && appConfig.data && (!isBilling || !trials.isPending));
  const decision =
    user && appConfig.data && isReady
      ? decideEntitlement(
          {
            billingMode: appConfig.data.billing.mode,
            subscriptions: user.subscriptions,
            trials: toTrials(trials.data?.trials ?? []),
          },
          { product: 'assessments' },
        )
      : undefined;
  const role = user
    ? getEffectiveRole({ role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin })
    : undefined;
  return {
    isReady: decision !== undefined,
    isAllowed: decision?.isAllowed ?? false,
    canEdit: hasRoleAtLeast(role, MATERIALITY_EDIT_ROLE),
    canApprove: hasRoleAtLeast(role, MATERIALITY_APPROVE_ROLE),
  };
}

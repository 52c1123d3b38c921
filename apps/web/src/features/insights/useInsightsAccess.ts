import {
  decideEntitlement,
  getEffectiveRole,
  hasRoleAtLeast,
  INSIGHTS_EDIT_ROLE,
  INSIGHTS_PUBLISH_ROLE,
  toTrials,
} from '@carbon-ledger/core';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../auth/session-api.ts';
import { useTrials } from '../plans/trials-api.ts';

/**
 * Whether the company may use insights now (the one entitlement policy: a paid or invoiced period,
 * billing off, or a recorded trial), and what the member may do: editors build, admins publish.
 */
export function useInsightsAccess() {
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
          { product: 'climateAnalytics' },
        )
      : undefined;
  const role = user
    ? getEffectiveRole({ role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin })
    : undefined;
  return {
    isReady: decision !== undefined,
    isAllowed: decision?.isAllowed ?? false,
    canEdit: hasRoleAtLeast(role, INSIGHTS_EDIT_ROLE),
    canPublish: hasRoleAtLeast(role, INSIGHTS_PUBLISH_ROLE),
  };
}

import { toTrials } from '@carbon-ledger/core';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../../features/auth/session-api.ts';
import { useTrials } from '../../features/plans/trials-api.ts';
import { listMainLinks, type MainLink } from './main-links.ts';

/** The main navigation for the signed-in company (see `listMainLinks`), with the trials the server recorded. */
export function useMainLinks(): MainLink[] {
  const { data: user } = useSession();
  const { data: appConfig } = useAppConfigQuery();
  const trials = useTrials(appConfig?.billing.mode === 'stripe' && Boolean(user));
  const context =
    user && appConfig
      ? {
          billingMode: appConfig.billing.mode,
          subscriptions: user.subscriptions,
          trials: toTrials(trials.data?.trials ?? []),
        }
      : undefined;
  return listMainLinks(context);
}

import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../../features/auth/session-api.ts';
import { isTrialRemembered } from '../../features/workforce/workforce-access.ts';
import { listMainLinks, type MainLink } from './main-links.ts';

/** The main navigation for the signed-in company (see `listMainLinks`). */
export function useMainLinks(): MainLink[] {
  const { data: user } = useSession();
  const { data: appConfig } = useAppConfigQuery();
  const context =
    user && appConfig
      ? {
          billingMode: appConfig.billing.mode,
          subscriptions: user.subscriptions,
          isTrial: isTrialRemembered(),
        }
      : undefined;
  return listMainLinks(context);
}

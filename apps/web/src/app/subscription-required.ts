import { setSubscriptionRequiredListener } from '../api/client.ts';
import { SUBSCRIBE_PATH } from './paths.ts';

type Navigator = { navigate: (to: string, options?: { replace?: boolean }) => unknown };

/**
 * A call refused with 402 SUBSCRIPTION_REQUIRED (the company lacks the product or the calculator form
 * type): the page is left for the subscribe page, which lists the plans. Never happens with billing off.
 */
export function installSubscriptionRequiredHandler(router: Navigator): () => void {
  setSubscriptionRequiredListener(() => {
    if (window.location.pathname !== SUBSCRIBE_PATH) void router.navigate(SUBSCRIBE_PATH);
  });
  return () => setSubscriptionRequiredListener(() => {});
}

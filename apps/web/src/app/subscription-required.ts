import { setSubscriptionRequiredListener } from '../api/client.ts';
import { subscribePathOfError } from '../features/plans/subscribe-state.ts';

type Navigator = { navigate: (to: string, options?: { replace?: boolean }) => unknown };

/** Pages that handle a 402 themselves: the public form of an invite link has no dashboard to go to. */
const SELF_HANDLED = [/^\/calculator\/form\/invite\//];

/**
 * A call refused with 402 SUBSCRIPTION_REQUIRED (the company lacks the product or the calculator form
 * type): the page is left for the product's subscribe page (Forms: /dashboard/products/subscribe), named
 * by the refusal's detail; /plans when the product has none. Never happens with billing off.
 */
export function installSubscriptionRequiredHandler(router: Navigator): () => void {
  setSubscriptionRequiredListener((error) => {
    const { pathname } = window.location;
    if (SELF_HANDLED.some((pattern) => pattern.test(pathname))) return;
    const target = subscribePathOfError(error);
    if (pathname !== target) void router.navigate(target);
  });
  return () => setSubscriptionRequiredListener(() => {});
}

import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkoutClaims } from '../../db/schema/billing.ts';
import { AppError } from '../../http/app-error.ts';

/** A claim older than this was left by a server that stopped mid-checkout (Stripe answers far sooner). */
export const CHECKOUT_CLAIM_SECONDS = 120;

/**
 * Claims the checkout of `product` for the company, or refuses (409) while another one is under way.
 * One statement, so two servers or two requests at once cannot both claim it. Answers the release, which
 * the checkout calls when it answers, whatever the outcome.
 */
export async function claimCheckout(
  db: Database,
  companyId: string,
  product: string,
  now: Date,
): Promise<() => Promise<void>> {
  const lapsedBefore = new Date(now.getTime() - CHECKOUT_CLAIM_SECONDS * 1000);
  const claimed = await db
    .insert(checkoutClaims)
    .values({ companyId, product, claimedAt: now })
    .onConflictDoUpdate({
      target: [checkoutClaims.companyId, checkoutClaims.product],
      set: { claimedAt: now },
      setWhere: lt(checkoutClaims.claimedAt, lapsedBefore),
    })
    .returning({ claimedAt: checkoutClaims.claimedAt });
  if (claimed.length === 0) {
    throw new AppError(
      'CONFLICT',
      'A checkout of this product is already under way for your company: finish it, or try again in a few minutes.',
    );
  }
  return async () => {
    await db
      .delete(checkoutClaims)
      .where(
        and(
          eq(checkoutClaims.companyId, companyId),
          eq(checkoutClaims.product, product),
          eq(checkoutClaims.claimedAt, now),
        ),
      );
  };
}

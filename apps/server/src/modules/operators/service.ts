import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import { lockOperatorChanges } from './operator-rights.ts';

/** Why a change of operator rights was refused; the web app words each one. */
export const OPERATOR_REFUSALS = {
  NO_ACCOUNT: 'No account with this email. The person must register or be invited first.',
  NOT_AN_OPERATOR: 'This account is not a platform operator.',
  LAST_OPERATOR: 'The platform needs at least one operator. Make someone else an operator first.',
  NAMED_IN_SETTINGS:
    'This operator is named in the OPERATOR_EMAILS setting and is granted the rights again at every sign-in. Remove the email from the setting first.',
} as const;

function refuse(
  code: 'NOT_FOUND' | 'CONFLICT',
  reason: keyof typeof OPERATOR_REFUSALS,
  path: string,
): AppError {
  return new AppError(code, OPERATOR_REFUSALS[reason], [{ path, message: reason }]);
}

/** Makes an existing account a platform operator (granting twice changes nothing). */
export async function grantOperator(db: Database, email: string): Promise<{ userId: string }> {
  const [updated] = await db
    .update(users)
    .set({ isSitewideAdmin: true, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!updated) throw refuse('NOT_FOUND', 'NO_ACCOUNT', 'email');
  return { userId: updated.id };
}

/**
 * Takes operator rights away, never from the last operator and never from one the configuration
 * names (the next sign-in would grant them again). Counting and changing happen under the
 * operators' lock, so two operators revoking each other at once cannot leave none.
 */
export async function revokeOperator(
  db: Database,
  input: { userId: string; operatorEmails: readonly string[] },
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    await lockOperatorChanges(tx);
    const operators = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.isSitewideAdmin, true));
    const target = operators.find((operator) => operator.id === input.userId);
    if (!target) throw refuse('NOT_FOUND', 'NOT_AN_OPERATOR', 'userId');
    if (input.operatorEmails.includes(target.email)) throw refuse('CONFLICT', 'NAMED_IN_SETTINGS', 'userId');
    if (operators.length === 1) throw refuse('CONFLICT', 'LAST_OPERATOR', 'userId');
    await tx
      .update(users)
      .set({ isSitewideAdmin: false, updatedAt: new Date() })
      .where(and(eq(users.id, target.id), eq(users.isSitewideAdmin, true)));
    return { email: target.email };
  });
}

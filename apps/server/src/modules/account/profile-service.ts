import type { AccountLanguage } from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';

/** Saves the signed-in user's name and language (the language of the interface and of mails). */
export async function updateProfile(
  db: Database,
  actor: Actor,
  input: { nameFirst: string; nameLast: string; language: AccountLanguage },
  now = new Date(),
): Promise<void> {
  const [updated] = await db
    .update(users)
    .set({ nameFirst: input.nameFirst, nameLast: input.nameLast, language: input.language, updatedAt: now })
    .where(eq(users.id, actor.userId))
    .returning({ id: users.id });
  if (!updated) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
}

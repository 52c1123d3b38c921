import type { FastifyRequest } from 'fastify';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/identity.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { presentSessionUser } from '../auth/presenter.ts';
import { findCompany, findUserById } from '../auth/queries.ts';
import { loadCompanySubscriptions } from '../billing/company-subscriptions.ts';
import type { MailLanguage } from '../mail/templates.ts';

type UserRow = typeof users.$inferSelect;

/** The signed-in person behind a request (the route's policy has already demanded one). */
export function requireSignedIn(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.actor;
}

/** The signed-in person's account row; gone meanwhile reads as signed out. */
export async function requireAccount(db: Database, actor: Actor): Promise<UserRow> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return user;
}

/** The session user after a change, in the shape sign-in answers. */
export async function presentAccountUser(db: Database, actor: Actor, billing: Pick<BillingConfig, 'mode'>) {
  const [user, company] = await Promise.all([
    findUserById(db, actor.userId),
    findCompany(db, actor.companyId),
  ]);
  if (!user || !company) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  const subscriptions = await loadCompanySubscriptions(db, billing, company.id);
  return { data: presentSessionUser(user, company, actor.role, subscriptions) };
}

/** Mails go out in the account's language. */
export function selectMailLanguage(user: Pick<UserRow, 'language'>): MailLanguage {
  return user.language === 'de' ? 'de' : 'en';
}

/** How many minutes a mailed link works, for the mail text. */
export function toMinutes(milliseconds: number): number {
  return Math.round(milliseconds / 60_000);
}

import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { calculatorContainers, calculatorInstances, calculatorResults } from '../../db/schema/calculator.ts';
import { calculatorInviteItems, calculatorInvites } from '../../db/schema/calculator-invites.ts';
import { companies } from '../../db/schema/identity.ts';
import type { Queryable } from '../calculator/queries.ts';

export type InviteRow = typeof calculatorInvites.$inferSelect;
export type InviteItemRow = typeof calculatorInviteItems.$inferSelect;

const i = calculatorInvites;
const items = calculatorInviteItems;

/** One invite of the company, or undefined (another company's id reads as unknown). */
export async function findInvite(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.companyId, companyId), eq(i.id, id)));
  return row;
}

/** The invites of one instance, newest first. */
export function listInvitesOfInstance(db: Queryable, companyId: string, instanceId: string) {
  return db
    .select()
    .from(i)
    .where(and(eq(i.companyId, companyId), eq(i.instanceId, instanceId)))
    .orderBy(desc(i.createdAt), asc(i.id));
}

/** The granted parts of invites, in the order they were chosen. */
export async function listItemsOfInvites(
  db: Queryable,
  companyId: string,
  inviteIds: readonly string[],
): Promise<Map<string, InviteItemRow[]>> {
  const byInvite = new Map<string, InviteItemRow[]>(inviteIds.map((id) => [id, []]));
  if (inviteIds.length === 0) return byInvite;
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.companyId, companyId), inArray(items.inviteId, [...inviteIds])))
    .orderBy(asc(items.position));
  for (const row of rows) byInvite.get(row.inviteId)?.push(row);
  return byInvite;
}

/**
 * The live (not revoked) invite holding a token hash, with its company's brand. The only lookup not
 * narrowed by company: the public form arrives with nothing but the token. An ESG year's invite opens
 * no public form (its colleague signs in), so its token finds nothing.
 */
export async function findLiveInviteByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ invite: i, companyName: companies.brand })
    .from(i)
    .innerJoin(companies, eq(companies.id, i.companyId))
    .innerJoin(
      calculatorInstances,
      and(eq(calculatorInstances.companyId, i.companyId), eq(calculatorInstances.id, i.instanceId)),
    )
    .where(and(eq(i.tokenHash, tokenHash), isNull(i.revokedAt), ne(calculatorInstances.formType, 'esg')));
  return row;
}

/** A page of the invites a user created in a company, the most recently updated first. */
export async function listCreatedInvites(
  db: Queryable,
  companyId: string,
  userId: string,
  page: { skip: number; limit: number },
) {
  const rows = await db
    .select({
      invite: i,
      containerName: calculatorContainers.name,
      containerId: calculatorContainers.id,
      formType: calculatorInstances.formType,
      startDate: calculatorInstances.startDate,
      endDate: calculatorInstances.endDate,
    })
    .from(i)
    .innerJoin(
      calculatorInstances,
      and(eq(calculatorInstances.companyId, i.companyId), eq(calculatorInstances.id, i.instanceId)),
    )
    .innerJoin(
      calculatorContainers,
      and(
        eq(calculatorContainers.companyId, i.companyId),
        eq(calculatorContainers.id, calculatorInstances.containerId),
      ),
    )
    .where(and(eq(i.companyId, companyId), eq(i.createdByUserId, userId)))
    .orderBy(desc(i.updatedAt), desc(i.id))
    .limit(page.limit + 1)
    .offset(page.skip);
  return { rows: rows.slice(0, page.limit), canLoadMore: rows.length > page.limit };
}

const isUnread = () =>
  and(isNotNull(i.lastInputAt), or(isNull(i.inviterSeenAt), gt(i.lastInputAt, i.inviterSeenAt)));

/** How many of a user's invites have input the user has not seen yet. */
export async function countUnreadInvites(db: Queryable, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(i)
    .where(and(eq(i.companyId, companyId), eq(i.createdByUserId, userId), isUnread()));
  return row?.count ?? 0;
}

/** Marks every invite of the user as seen now (the Assignments panel was opened). */
export async function markInvitesSeen(db: Queryable, companyId: string, userId: string, now: Date) {
  await db
    .update(i)
    .set({ inviterSeenAt: now })
    .where(and(eq(i.companyId, companyId), eq(i.createdByUserId, userId)));
}

/** Top-level rows of the instances whose option is one of `optionIds`: what the statuses are made of. */
export async function listRowStates(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  optionIds: readonly string[],
) {
  if (instanceIds.length === 0 || optionIds.length === 0) return [];
  const r = calculatorResults;
  return db
    .select({ instanceId: r.instanceId, formOptionId: r.formOptionId, isMarkedComplete: r.isMarkedComplete })
    .from(r)
    .where(
      and(
        eq(r.companyId, companyId),
        inArray(r.instanceId, [...instanceIds]),
        inArray(r.formOptionId, [...new Set(optionIds)]),
        isNull(r.parentId),
      ),
    );
}

/** Instance and option of the company's result rows among `ids` (unknown ids are absent). */
export async function listResultOptions(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const r = calculatorResults;
  return db
    .select({ id: r.id, instanceId: r.instanceId, formOptionId: r.formOptionId })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.id, [...new Set(ids)])));
}

/** Records that the invitee saved something: the inviter's bell shows it until the panel is opened. */
export async function touchInviteInput(db: Queryable, companyId: string, inviteId: string, now: Date) {
  await db
    .update(i)
    .set({ lastInputAt: now, updatedAt: now })
    .where(and(eq(i.companyId, companyId), eq(i.id, inviteId)));
}

/** Sets or clears the invitee's "done" mark of one granted part; false when the invite has no such part. */
export async function setItemDone(
  db: Queryable,
  companyId: string,
  inviteId: string,
  item: { kind: string; id: string },
  doneAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(items)
    .set({ markedDoneAt: doneAt })
    .where(
      and(
        eq(items.companyId, companyId),
        eq(items.inviteId, inviteId),
        eq(items.kind, item.kind),
        eq(items.itemId, item.id),
      ),
    )
    .returning({ inviteId: items.inviteId });
  return rows.length > 0;
}

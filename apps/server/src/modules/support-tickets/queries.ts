import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, users } from '../../db/schema/identity.ts';
import { supportTicketReplies, supportTickets } from '../../db/schema/support-tickets.ts';
import type { Queryable } from '../calculator/queries.ts';

const t = supportTickets;
const r = supportTicketReplies;
const replyAuthors = alias(users, 'reply_authors');

/** Support's list stops here; the newest activity comes first. */
export const MAX_LISTED_TICKETS = 500;

/** A ticket's columns without the attachment's bytes, which only the download reads. */
const ticketColumns = {
  companyId: t.companyId,
  id: t.id,
  createdBy: t.createdBy,
  subject: t.subject,
  message: t.message,
  status: t.status,
  attachmentName: t.attachmentName,
  attachmentKind: t.attachmentKind,
  attachmentSizeBytes: t.attachmentSizeBytes,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

export type SupportTicketRow = {
  companyId: string;
  id: string;
  createdBy: string | null;
  subject: string;
  message: string;
  status: string;
  attachmentName: string | null;
  attachmentKind: string | null;
  attachmentSizeBytes: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export type SupportReplyRow = {
  id: string;
  ticketId: string;
  message: string;
  createdAt: Date;
  authorFirst: string | null;
  authorLast: string | null;
};

export type OperatorTicketRow = SupportTicketRow & {
  companyBrand: string;
  authorFirst: string | null;
  authorLast: string | null;
  authorEmail: string | null;
  authorLanguage: string | null;
};

/** The replies of the given tickets, oldest first (a company's tickets, or any for support). */
export async function listReplies(
  db: Queryable,
  ticketIds: readonly string[],
  companyId?: string,
): Promise<SupportReplyRow[]> {
  if (ticketIds.length === 0) return [];
  const conditions: SQL[] = [inArray(r.ticketId, [...ticketIds])];
  if (companyId) conditions.push(eq(r.companyId, companyId));
  return db
    .select({
      id: r.id,
      ticketId: r.ticketId,
      message: r.message,
      createdAt: r.createdAt,
      authorFirst: replyAuthors.nameFirst,
      authorLast: replyAuthors.nameLast,
    })
    .from(r)
    .leftJoin(replyAuthors, eq(replyAuthors.id, r.authorId))
    .where(and(...conditions))
    .orderBy(asc(r.createdAt), asc(r.id));
}

/** The tickets one user filed in one company, newest first. */
export function listTicketsOfUser(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<SupportTicketRow[]> {
  return db
    .select(ticketColumns)
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.createdBy, userId)))
    .orderBy(desc(t.createdAt), desc(t.id));
}

/** One ticket of a user in a company; undefined for anyone else's. */
export async function findTicketOfUser(
  db: Queryable,
  companyId: string,
  userId: string,
  id: string,
): Promise<SupportTicketRow | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.createdBy, userId), eq(t.id, id)));
  return row;
}

const operatorColumns = {
  ...ticketColumns,
  companyBrand: companies.brand,
  authorFirst: users.nameFirst,
  authorLast: users.nameLast,
  authorEmail: users.email,
  authorLanguage: users.language,
};

/** Every company's tickets for support, newest activity first, optionally of one status. */
export function listAllTickets(
  db: Queryable,
  filter: { status?: string | undefined },
): Promise<OperatorTicketRow[]> {
  return db
    .select(operatorColumns)
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .leftJoin(users, eq(users.id, t.createdBy))
    .where(filter.status ? eq(t.status, filter.status) : undefined)
    .orderBy(desc(t.updatedAt), desc(t.id))
    .limit(MAX_LISTED_TICKETS);
}

/** Any company's ticket by its id, for support. */
export async function findAnyTicket(db: Queryable, id: string): Promise<OperatorTicketRow | undefined> {
  const [row] = await db
    .select(operatorColumns)
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .leftJoin(users, eq(users.id, t.createdBy))
    .where(eq(t.id, id));
  return row;
}

export type SupportAttachment = { name: string; mediaType: string; content: Buffer };

/** The attachment of a ticket: its author's (companyId and userId given) or any, for support. */
export async function readAttachment(
  db: Queryable,
  id: string,
  owner?: { companyId: string; userId: string },
): Promise<SupportAttachment | undefined> {
  const conditions: SQL[] = [eq(t.id, id)];
  if (owner) conditions.push(eq(t.companyId, owner.companyId), eq(t.createdBy, owner.userId));
  const [row] = await db
    .select({ name: t.attachmentName, mediaType: t.attachmentMediaType, content: t.attachmentContent })
    .from(t)
    .where(and(...conditions));
  if (!row?.name || !row.mediaType || !row.content) return undefined;
  return { name: row.name, mediaType: row.mediaType, content: row.content };
}

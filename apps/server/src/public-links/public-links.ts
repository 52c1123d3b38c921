import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { publicLinks } from '../db/schema/forms.ts';
import { AppError } from '../http/app-error.ts';
import { createRandomToken, hashToken } from '../modules/auth/tokens.ts';
import type { Queryable } from '../modules/calculator/queries.ts';
import type { TokenCipher } from './token-cipher.ts';

/**
 * The one public-link helper (docs/architecture.md "Survey engine and public links"): every module that
 * publishes something issues its links here. A token is 256 random bits; the database keeps its sha256
 * (and, when asked, the token encrypted so it can be mailed again). A link opens exactly one purpose and
 * subject; revoked, expired or deleted links resolve to 404.
 */
export type PublicLinkKind = 'personal' | 'open';

export type PublicLinkToIssue = {
  companyId: string;
  purpose: string;
  subjectId: string;
  kind: PublicLinkKind;
  /** Whom a personal link is for (an employee id); one link per recipient and subject. */
  recipientId?: string | null;
  groupKey?: string | null;
  expiresAt?: Date | null;
};

export type ResolvedPublicLink = {
  id: string;
  companyId: string;
  purpose: string;
  subjectId: string;
  kind: PublicLinkKind;
  recipientId: string | null;
  groupKey: string | null;
  usedAt: Date | null;
};

export const CIPHER_CONTEXT = 'carbon-ledger:public-link:v1';
/** Longer than any token we issue: a bigger value is no token and is not even hashed. */
const MAX_TOKEN_LENGTH = 128;

/** Issues links (all in one statement); the tokens come back in the same order, only here. */
export async function issuePublicLinks(
  db: Queryable,
  links: readonly PublicLinkToIssue[],
  cipher?: TokenCipher,
): Promise<{ id: string; token: string }[]> {
  if (links.length === 0) return [];
  const tokens = links.map(() => createRandomToken());
  const rows = await db
    .insert(publicLinks)
    .values(
      links.map((link, index) => {
        const token = tokens[index] as string;
        return {
          companyId: link.companyId,
          purpose: link.purpose,
          subjectId: link.subjectId,
          kind: link.kind,
          recipientId: link.recipientId ?? null,
          groupKey: link.groupKey ?? null,
          expiresAt: link.expiresAt ?? null,
          tokenHash: hashToken(token),
          tokenCiphertext: cipher ? cipher.encrypt(token) : null,
        };
      }),
    )
    .returning({ id: publicLinks.id, tokenHash: publicLinks.tokenHash });
  const idByHash = new Map(rows.map((row) => [row.tokenHash, row.id]));
  return tokens.map((token) => ({ id: idByHash.get(hashToken(token)) as string, token }));
}

/** Issues one link. */
export async function issuePublicLink(
  db: Queryable,
  link: PublicLinkToIssue,
  cipher?: TokenCipher,
): Promise<{ id: string; token: string }> {
  const [issued] = await issuePublicLinks(db, [link], cipher);
  if (!issued) throw new AppError('INTERNAL', 'The link was not stored.');
  return issued;
}

/**
 * The live link of this purpose behind a token, or a 404: unknown, of another purpose, revoked or
 * expired all answer the same, so a link's existence never leaks. `forUpdate` locks the link's row
 * (a personal link's answer is then decided one request at a time).
 */
export async function resolvePublicLink(
  db: Queryable,
  token: unknown,
  purpose: string,
  options: { forUpdate?: boolean; now?: Date } = {},
): Promise<ResolvedPublicLink> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw deadLink();
  const now = options.now ?? new Date();
  const query = db
    .select({
      id: publicLinks.id,
      companyId: publicLinks.companyId,
      purpose: publicLinks.purpose,
      subjectId: publicLinks.subjectId,
      kind: publicLinks.kind,
      recipientId: publicLinks.recipientId,
      groupKey: publicLinks.groupKey,
      usedAt: publicLinks.usedAt,
    })
    .from(publicLinks)
    .where(
      and(
        eq(publicLinks.tokenHash, hashToken(token)),
        eq(publicLinks.purpose, purpose),
        isNull(publicLinks.revokedAt),
        sql`(${publicLinks.expiresAt} is null or ${publicLinks.expiresAt} > ${now.toISOString()})`,
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw deadLink();
  return { ...row, kind: row.kind as PublicLinkKind };
}

/** Revokes the company's links of a subject (all, or those given); answers how many were live. */
export async function revokePublicLinks(
  db: Queryable,
  companyId: string,
  scope: { purpose: string; subjectId: string; ids?: readonly string[] },
  at: Date = new Date(),
): Promise<number> {
  const revoked = await db
    .update(publicLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(publicLinks.companyId, companyId),
        eq(publicLinks.purpose, scope.purpose),
        eq(publicLinks.subjectId, scope.subjectId),
        isNull(publicLinks.revokedAt),
        scope.ids ? inArray(publicLinks.id, [...scope.ids]) : undefined,
      ),
    )
    .returning({ id: publicLinks.id });
  return revoked.length;
}

/** Deletes every link made for a recipient (an employee who leaves); answers the deleted ids. */
export async function deletePublicLinksOfRecipient(
  db: Queryable,
  companyId: string,
  recipientId: string,
): Promise<string[]> {
  const deleted = await db
    .delete(publicLinks)
    .where(and(eq(publicLinks.companyId, companyId), eq(publicLinks.recipientId, recipientId)))
    .returning({ id: publicLinks.id });
  return deleted.map((row) => row.id);
}

/** Marks a personal link used (its answer is in); it resolves still, so the page can say so. */
export async function markPublicLinkUsed(
  db: Queryable,
  companyId: string,
  id: string,
  at: Date,
): Promise<void> {
  await db
    .update(publicLinks)
    .set({ usedAt: at })
    .where(and(eq(publicLinks.companyId, companyId), eq(publicLinks.id, id)));
}

/** Notes that links were mailed (once more). */
export async function markPublicLinksSent(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
  at: Date = new Date(),
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(publicLinks)
    .set({ sentCount: sql`${publicLinks.sentCount} + 1`, lastSentAt: at })
    .where(and(eq(publicLinks.companyId, companyId), inArray(publicLinks.id, [...ids])));
}

/** The address of a public page for a token: `${publicUrl}/${path}/<token>`. */
export function buildPublicLinkUrl(publicUrl: string, path: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/${path}/${encodeURIComponent(token)}`;
}

function deadLink(): AppError {
  return new AppError('NOT_FOUND', 'This link is not valid (anymore).');
}

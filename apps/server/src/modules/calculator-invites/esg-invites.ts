import {
  deriveDisclosureInviteStatus,
  type ErrorDetail,
  ESRS_DISCLOSURE_NAMES,
  type EsgAssignment,
  hasRoleAtLeast,
  type InviteItem,
  normalizeEmail,
  VSME_DISCLOSURE_NAMES,
  type VsmeFormResponse,
} from '@carbon-ledger/core';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { calculatorInvites } from '../../db/schema/calculator-invites.ts';
import { memberships, users } from '../../db/schema/identity.ts';
import type { Queryable } from '../calculator/queries.ts';
import { loadEsgYearForm } from '../esg/service.ts';
import { type InviteItemRow, listItemsOfInvites } from './queries.ts';

type Lang = 'en' | 'de';

/** The form type of an ESG year's instance: its invites grant disclosures, not form sections. */
export const ESG_FORM_TYPE = 'esg';

/** The ESG form of a year, where an invite to its disclosures is filled in after signing in. */
export function buildEsgFormLink(publicUrl: string, instanceId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/dashboard/calculator/esg/${encodeURIComponent(instanceId)}?assigned=1`;
}

/** A disclosure's code and name in the language (VSME or ESRS; the entity-specific one by name only). */
export function describeDisclosure(code: string, lang: Lang): string {
  const name = VSME_DISCLOSURE_NAMES[lang][code as keyof (typeof VSME_DISCLOSURE_NAMES)['en']];
  if (code === 'other') return name ?? code;
  const esrs = ESRS_DISCLOSURE_NAMES[lang][code];
  return `${code} ${name ?? esrs ?? ''}`.trim();
}

/** The items of an ESG year's invite with titles and statuses from the year's disclosures. */
export function describeEsgInviteItems(
  form: Pick<VsmeFormResponse, 'disclosures'>,
  rows: readonly InviteItemRow[],
  lang: Lang,
): InviteItem[] {
  const byCode = new Map(form.disclosures.map((disclosure) => [disclosure.code, disclosure]));
  return rows.map((row) => {
    const disclosure = byCode.get(row.itemId);
    const isMarkedDone = row.markedDoneAt !== null;
    return {
      kind: 'disclosure',
      id: row.itemId,
      title: describeDisclosure(row.itemId, lang),
      deadline: row.deadline,
      // A disclosure that left the year's form (another family chosen since) has nothing to follow.
      status: disclosure ? deriveDisclosureInviteStatus(disclosure, isMarkedDone) : 'no-data',
      isMarkedDone,
    };
  });
}

/** The items of many ESG invites: each year's form is read once however many invites it has. */
export async function loadEsgInviteItems(
  db: Queryable,
  companyId: string,
  sources: readonly { inviteId: string; instanceId: string }[],
  lang: Lang,
): Promise<Map<string, InviteItem[]>> {
  const result = new Map<string, InviteItem[]>();
  if (sources.length === 0) return result;
  const itemsByInvite = await listItemsOfInvites(
    db,
    companyId,
    sources.map((source) => source.inviteId),
  );
  const forms = new Map<string, VsmeFormResponse>();
  for (const instanceId of new Set(sources.map((source) => source.instanceId))) {
    forms.set(instanceId, await loadEsgYearForm(db, companyId, instanceId));
  }
  for (const source of sources) {
    const form = forms.get(source.instanceId);
    if (!form) continue;
    result.set(source.inviteId, describeEsgInviteItems(form, itemsByInvite.get(source.inviteId) ?? [], lang));
  }
  return result;
}

type EsgInviteInput = {
  email: string;
  kind: string;
  items: readonly { kind: string; id: string }[];
};

/**
 * What refuses an invite to an ESG year, each naming its field: the form is filled in signed in, so the
 * invitee is a colleague who is a member of the company and may edit (editor and up); every granted part
 * is a disclosure of the year's form (its family and modules), named once.
 */
export async function listEsgInviteProblems(
  db: Queryable,
  companyId: string,
  instanceId: string,
  input: EsgInviteInput,
): Promise<ErrorDetail[]> {
  const problems: ErrorDetail[] = [];
  if (input.kind !== 'colleague') {
    problems.push({ path: 'kind', message: 'ESG disclosures are filled in by colleagues who sign in.' });
  }
  const [member] = await db
    .select({ role: memberships.role })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
    .where(eq(sql`lower(${users.email})`, normalizeEmail(input.email)));
  if (!member) {
    problems.push({ path: 'email', message: 'No member of the company has this email address.' });
  } else if (!hasRoleAtLeast(member.role, 'editor')) {
    problems.push({
      path: 'email',
      message: 'This member may only read; editors and up fill in disclosures.',
    });
  }
  const form = await loadEsgYearForm(db, companyId, instanceId);
  const codes = new Set(form.disclosures.map((disclosure) => disclosure.code));
  const family = form.family === 'esrs' ? 'ESRS' : 'VSME';
  input.items.forEach((item, index) => {
    if (item.kind !== 'disclosure') {
      problems.push({ path: `items.${index}.kind`, message: 'An ESG year grants disclosures.' });
    } else if (!codes.has(item.id)) {
      problems.push({
        path: `items.${index}.id`,
        message: `No ${family} disclosure ${item.id} in this year.`,
      });
    }
  });
  return problems;
}

/** The company member's live invites to one ESG year (matched by their email), oldest first. */
export async function listEsgAssignments(
  db: Queryable,
  actor: { companyId: string; userId: string },
  instanceId: string,
  lang: Lang,
): Promise<EsgAssignment[]> {
  const rows = await listAssignedInvites(db, actor, instanceId);
  const items = await loadEsgInviteItems(
    db,
    actor.companyId,
    rows.map((row) => ({ inviteId: row.id, instanceId })),
    lang,
  );
  const inviterIds = [...new Set(rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : [])))];
  const inviters = new Map<string, string>();
  for (const id of inviterIds) {
    const [user] = await db
      .select({ nameFirst: users.nameFirst, nameLast: users.nameLast, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    if (user) inviters.set(id, `${user.nameFirst ?? ''} ${user.nameLast ?? ''}`.trim() || user.email);
  }
  return rows.map((row) => ({
    _id: row.id,
    instance: row.instanceId,
    inviter: (row.createdByUserId && inviters.get(row.createdByUserId)) || '',
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    items: items.get(row.id) ?? [],
  }));
}

async function listAssignedInvites(
  db: Queryable,
  actor: { companyId: string; userId: string },
  instanceId: string,
) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  if (!user) return [];
  const i = calculatorInvites;
  return db
    .select()
    .from(i)
    .where(
      and(
        eq(i.companyId, actor.companyId),
        eq(i.instanceId, instanceId),
        isNull(i.revokedAt),
        eq(sql`lower(${i.email})`, normalizeEmail(user.email)),
      ),
    )
    .orderBy(asc(i.createdAt), desc(i.id));
}

/**
 * The invitee saved the ESG form: their live invites to the year record the input, so the inviter's
 * bell shows it until the Assignments panel is opened (as an invitee's save on a calculator form does).
 */
export async function touchEsgAssignments(
  db: Queryable,
  actor: { companyId: string; userId: string },
  instanceId: string,
  now = new Date(),
): Promise<void> {
  const rows = await listAssignedInvites(db, actor, instanceId);
  for (const row of rows) {
    await db
      .update(calculatorInvites)
      .set({ lastInputAt: now, updatedAt: now })
      .where(and(eq(calculatorInvites.companyId, actor.companyId), eq(calculatorInvites.id, row.id)));
  }
}

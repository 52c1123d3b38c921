import {
  type CalculatorInvite,
  can,
  type createInviteRequestSchema,
  getInstanceYearLabel,
  presentForm,
} from '@carbon-ledger/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { calculatorInviteItems, calculatorInvites } from '../../db/schema/calculator-invites.ts';
import { companies, users } from '../../db/schema/identity.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type InstanceWithContainer,
  type Queryable,
  requireInstance,
  requireInstances,
} from '../calculator/queries.ts';
import { resolveForm } from '../calculator-custom-form/form-resolver.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { renderCalculatorInviteMail, renderEsgInviteMail } from '../mail/templates.ts';
import { buildEsgFormLink, describeDisclosure, ESG_FORM_TYPE, listEsgInviteProblems } from './esg-invites.ts';
import { findGrantTitle, loadInviteItems } from './invite-items.ts';
import { buildInviteLink, type InviteTokenCipher, issueInviteToken } from './invite-token.ts';
import { presentInvite } from './presenter.ts';
import { findInvite, type InviteRow, listInvitesOfInstance } from './queries.ts';

type CreateInviteInput = z.output<typeof createInviteRequestSchema>;
export type InviteDeps = { cipher: InviteTokenCipher; publicUrl: string };
type Lang = 'en' | 'de';

const notFound = () => new AppError('NOT_FOUND', 'No such invite.');

/** The invites of one instance with their statuses. */
export async function listInvites(
  db: Queryable,
  companyId: string,
  instanceId: string,
  lang: Lang,
): Promise<CalculatorInvite[]> {
  const instance = await requireInstance(db, companyId, instanceId);
  const rows = await listInvitesOfInstance(db, companyId, instance.id);
  return presentInvites(db, companyId, instance, rows, lang);
}

async function presentInvites(
  db: Queryable,
  companyId: string,
  instance: InstanceWithContainer,
  rows: readonly InviteRow[],
  lang: Lang,
): Promise<CalculatorInvite[]> {
  const items = await loadInviteItems(
    db,
    companyId,
    rows.map((row) => ({
      inviteId: row.id,
      instanceId: instance.id,
      containerId: instance.containerId,
      formType: instance.formType,
    })),
    lang,
  );
  return rows.map((row) => presentInvite(row, items.get(row.id) ?? []));
}

/**
 * Creates an invite to one instance (a group's several instances are refused: spec section 6) for the
 * granted sections or option groups, which must be in the instance's form. Answers the invite and the
 * mail with the link, which exists nowhere else in clear.
 */
export async function createInvite(
  db: Database,
  deps: InviteDeps,
  actor: Actor,
  input: CreateInviteInput,
): Promise<{ invite: CalculatorInvite; mail: OutgoingMail }> {
  const instances = await requireInstances(db, actor.companyId, input.instances);
  const instance = instances[0];
  if (!instance || !can(actor, 'calculatorInstanceInvites', { isGroup: instances.length > 1 })) {
    throw new AppError('FORBIDDEN', 'Invites are made for a single year, not a group.');
  }
  const titles = await checkGrants(db, actor.companyId, instance, input);
  const issued = issueInviteToken(deps.cipher);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calculatorInvites)
      .values({
        companyId: actor.companyId,
        instanceId: instance.id,
        email: input.email,
        name: input.name || null,
        kind: input.kind,
        message: input.message || null,
        tokenHash: issued.tokenHash,
        tokenCiphertext: issued.tokenCiphertext,
        createdByUserId: actor.userId,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'The invite was not stored.');
    await tx.insert(calculatorInviteItems).values(
      input.items.map((item, position) => ({
        companyId: actor.companyId,
        inviteId: created.id,
        kind: item.kind,
        itemId: item.id,
        deadline: item.deadline ?? null,
        position,
      })),
    );
    return created;
  });
  const [invite] = await presentInvites(db, actor.companyId, instance, [row], input.lang);
  const mail = await buildInviteMail(db, deps, actor, instance, row, titles, issued.token, input.lang);
  return { invite: invite as CalculatorInvite, mail };
}

/**
 * The titles of the granted parts, or a refusal naming each bad one: an ESG year grants disclosures of
 * its form (and has its own rules for the invitee), a calculator year sections or option groups.
 */
async function checkGrants(
  db: Queryable,
  companyId: string,
  instance: InstanceWithContainer,
  input: CreateInviteInput,
): Promise<string[]> {
  if (instance.formType === ESG_FORM_TYPE) {
    const problems = await listEsgInviteProblems(db, companyId, instance.id, input);
    if (problems.length > 0) {
      throw new AppError('VALIDATION_FAILED', 'The invite cannot be made so.', problems);
    }
    return input.items.map((item) => describeDisclosure(item.id, input.lang));
  }
  const form = presentForm(await resolveForm(db, companyId, instance), input.lang);
  const titles = input.items.map((item) =>
    item.kind === 'disclosure' ? '' : findGrantTitle(form.sections, { kind: item.kind, id: item.id }),
  );
  const missing = titles.indexOf('');
  if (missing >= 0) {
    throw new AppError('VALIDATION_FAILED', 'The form of this year has no such part.', [
      { path: `items.${missing}.id`, message: 'validation.invalid' },
    ]);
  }
  return titles;
}

/** Revokes an invite: its link stops working at once. Revoking twice changes nothing. */
export async function revokeInvite(db: Database, actor: Actor, inviteId: string, lang: Lang) {
  const row = await findInvite(db, actor.companyId, inviteId);
  if (!row) throw notFound();
  const now = new Date();
  const [updated] = await db
    .update(calculatorInvites)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        eq(calculatorInvites.companyId, actor.companyId),
        eq(calculatorInvites.id, row.id),
        isNull(calculatorInvites.revokedAt),
      ),
    )
    .returning();
  const instance = await requireInstance(db, actor.companyId, row.instanceId);
  const [invite] = await presentInvites(db, actor.companyId, instance, [updated ?? row], lang);
  return invite as CalculatorInvite;
}

/** Mails a new link: the token is replaced, so the link mailed before stops working. */
export async function resendInvite(
  db: Database,
  deps: InviteDeps,
  actor: Actor,
  inviteId: string,
  lang: Lang,
): Promise<{ invite: CalculatorInvite; mail: OutgoingMail }> {
  const row = await findInvite(db, actor.companyId, inviteId);
  if (!row) throw notFound();
  if (row.revokedAt) throw new AppError('CONFLICT', 'A revoked invite cannot be sent again.');
  const issued = issueInviteToken(deps.cipher);
  const now = new Date();
  const [updated] = await db
    .update(calculatorInvites)
    .set({
      tokenHash: issued.tokenHash,
      tokenCiphertext: issued.tokenCiphertext,
      lastSentAt: now,
      updatedAt: now,
    })
    .where(and(eq(calculatorInvites.companyId, actor.companyId), eq(calculatorInvites.id, row.id)))
    .returning();
  if (!updated) throw notFound();
  const instance = await requireInstance(db, actor.companyId, row.instanceId);
  const [invite] = await presentInvites(db, actor.companyId, instance, [updated], lang);
  const titles = (invite?.items ?? []).map((item) => item.title);
  const mail = await buildInviteMail(db, deps, actor, instance, updated, titles, issued.token, lang);
  return { invite: invite as CalculatorInvite, mail };
}

async function buildInviteMail(
  db: Queryable,
  deps: InviteDeps,
  actor: Actor,
  instance: InstanceWithContainer,
  row: InviteRow,
  parts: string[],
  token: string,
  lang: Lang,
): Promise<OutgoingMail> {
  const [company] = await db
    .select({ brand: companies.brand })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const [user] = await db
    .select({ nameFirst: users.nameFirst, nameLast: users.nameLast, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  const inviter = `${user?.nameFirst ?? ''} ${user?.nameLast ?? ''}`.trim() || user?.email || '';
  const common = {
    brand: company?.brand ?? '',
    inviter,
    project: instance.containerName,
    year: getInstanceYearLabel(instance),
    parts,
    message: row.message ?? '',
  };
  // An ESG year is filled in on its form after signing in; a calculator year on the link's public form.
  const content =
    instance.formType === ESG_FORM_TYPE
      ? renderEsgInviteMail(lang, { ...common, url: buildEsgFormLink(deps.publicUrl, instance.id) })
      : renderCalculatorInviteMail(lang, { ...common, url: buildInviteLink(deps.publicUrl, token) });
  return { to: row.email, ...content };
}

import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { instancesSetupResponseSchema, pageSchema } from './calculator.ts';

/**
 * Invites to fill in parts of one calculator instance (spec sections 2, 3 and 6), the public form the
 * mailed link opens, and the inviter's Assignments (`/api/company/users/notifications`).
 */

/** Who the invitee is to the company. */
export const INVITEE_KINDS = ['colleague', 'supplier'] as const;
export type InviteeKind = (typeof INVITEE_KINDS)[number];
/** Sections and option groups of a calculator year; disclosure codes (VSME or ESRS) of an ESG year. */
export const INVITE_GRANT_KINDS = ['section', 'optionGroup', 'disclosure'] as const;
export type InviteGrantKind = (typeof INVITE_GRANT_KINDS)[number];
export const INVITE_ITEM_STATUSES = ['no-data', 'in-progress', 'complete'] as const;
/** Assignments are listed this many at a time (spec section 9). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const id = z.uuid({ error: 'validation.invalid' });
const isoDate = z.iso.date({ error: 'validation.invalid' });
const lang = z.enum(['en', 'de']).default('en');

export const inviteGrantInputSchema = z.object({
  kind: z.enum(INVITE_GRANT_KINDS, { error: 'validation.invalid' }),
  id: z.string().min(1).max(80),
  deadline: isoDate.optional(),
});

/** `POST /api/company/calculator/invites`: the active instances (one; a group is refused) and what to grant. */
export const createInviteRequestSchema = z.object({
  instances: z.array(id).min(1).max(200),
  email: emailSchema,
  name: z.string().trim().max(120, { error: 'validation.tooLong' }).optional(),
  kind: z.enum(INVITEE_KINDS, { error: 'validation.invalid' }),
  /** Shown to the invitee in the mail and beside the granted parts. */
  message: z.string().trim().max(1000, { error: 'validation.tooLong' }).optional(),
  lang,
  items: z
    .array(inviteGrantInputSchema)
    .min(1, { error: 'validation.required' })
    .max(100)
    .refine((items) => new Set(items.map((item) => `${item.kind}:${item.id}`)).size === items.length, {
      error: 'validation.invalid',
    }),
});
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

export const inviteItemSchema = z.object({
  kind: z.enum(INVITE_GRANT_KINDS),
  id: z.string(),
  title: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(INVITE_ITEM_STATUSES),
  isMarkedDone: z.boolean(),
});
export type InviteItem = z.infer<typeof inviteItemSchema>;

/** An invite as its instance's editors see it. Raw tokens are never answered. */
export const calculatorInviteSchema = z.object({
  _id: z.string(),
  instance: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  kind: z.enum(INVITEE_KINDS),
  message: z.string().nullable(),
  items: z.array(inviteItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastSentAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type CalculatorInvite = z.infer<typeof calculatorInviteSchema>;

export const listInvitesQuerySchema = z.object({ instance: id, lang });
export const listInvitesResponseSchema = z.object({ invites: z.array(calculatorInviteSchema) });
export const inviteResponseSchema = z.object({ invite: calculatorInviteSchema });
export const inviteActionQuerySchema = z.object({ lang });

/** `GET /api/company/users/notifications`. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).default(0),
  lang,
});
export const notificationStatusSchema = z.object({
  title: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(INVITE_ITEM_STATUSES),
});
export const notificationItemSchema = z.object({
  invite: z.object({
    _id: z.string(),
    updatedAt: z.string(),
    email: z.string(),
    name: z.string().nullable(),
  }),
  instance: z.object({ _id: z.string(), container: z.object({ name: z.string() }), year: z.string() }),
  /** The public inputs page of the invite (its link's token is kept encrypted for this). */
  publicLink: z.string(),
  isUnread: z.boolean(),
  statuses: z.array(notificationStatusSchema),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export const notificationsResponseSchema = z.object({
  invites: z.array(notificationItemSchema),
  pagination: pageSchema,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export const notificationCountResponseSchema = z.object({ numUnreadNotifications: z.number().int() });
export const notificationsReadResponseSchema = z.object({ ok: z.literal(true) });

/** The invite as the public form sees it (spec "Invite": _id, updatedAt; the holder has the token). */
export const publicInviteSchema = z.object({
  _id: z.string(),
  /** The one instance the invite reaches: the public form opens it. */
  instance: z.string(),
  updatedAt: z.string(),
  name: z.string().nullable(),
  companyName: z.string(),
  items: z.array(inviteItemSchema),
});
export type PublicInvite = z.infer<typeof publicInviteSchema>;

/** `instances/setup` with an invite token: the calculator state restricted to the granted parts. */
export const inviteSetupResponseSchema = instancesSetupResponseSchema.extend({ invite: publicInviteSchema });
export type InviteSetupResponse = z.infer<typeof inviteSetupResponseSchema>;

/** `GET /api/company/calculator/invites/current` (query lang) with a token: the invite the link opens. */
export const currentInviteQuerySchema = z.object({ lang });

/** `POST /api/company/calculator/invites/current/done`: the invitee marks a granted part done (or not). */
export const markInviteItemDoneRequestSchema = z.object({
  kind: z.enum(INVITE_GRANT_KINDS, { error: 'validation.invalid' }),
  id: z.string().min(1).max(80),
  isDone: z.boolean(),
});
export const publicInviteResponseSchema = z.object({ invite: publicInviteSchema });

/**
 * An ESG year's invite as the invitee (a signed-in member whose email it was sent to) sees it on the ESG
 * form: who asked, and the disclosures with deadline and status (`GET /api/company/esg/years/:id/assignments`).
 */
export const esgAssignmentSchema = z.object({
  _id: z.string(),
  instance: z.string(),
  inviter: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(inviteItemSchema),
});
export type EsgAssignment = z.infer<typeof esgAssignmentSchema>;
export const esgAssignmentsQuerySchema = z.object({ lang });
export const esgAssignmentsResponseSchema = z.object({ assignments: z.array(esgAssignmentSchema) });

import type { FastifyInstance, InjectOptions } from 'fastify';
import { vi } from 'vitest';
import type { SignedInClient } from '../../test/session.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/** Catches the mails the app sends, so tests can read the links in them. */
export function catchMails(app: FastifyInstance): OutgoingMail[] {
  const mails: OutgoingMail[] = [];
  vi.spyOn(app.mailer, 'send').mockImplementation(async (mail) => {
    mails.push(mail);
  });
  return mails;
}

/** The token of the invite link in a mail. */
export function readInviteToken(mail: OutgoingMail | undefined): string {
  const match = mail?.text.match(/\/calculator\/form\/invite\/([\w-]+)/);
  if (!match?.[1]) throw new Error('no invite link in the mail');
  return match[1];
}

export type InviteItemInput = { kind: 'section' | 'optionGroup'; id: string; deadline?: string };

/** Creates an invite as `client` and answers its id and the mailed token. */
export async function createInvite(
  client: SignedInClient,
  mails: OutgoingMail[],
  instanceId: string,
  items: InviteItemInput[] = [{ kind: 'section', id: 'purchased-electricity', deadline: '2026-03-31' }],
): Promise<{ inviteId: string; token: string }> {
  const response = await client.inject({
    method: 'POST',
    url: '/api/company/calculator/invites',
    payload: { instances: [instanceId], email: 'supplier@example.org', name: 'Sam', kind: 'supplier', items },
  });
  if (response.statusCode !== 201) throw new Error(`invite not created: ${response.body}`);
  return { inviteId: response.json().invite._id, token: readInviteToken(mails.at(-1)) };
}

/** A request with an invite token and no session at all. */
export function withToken(app: FastifyInstance, token: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, 'x-invite-token': token } });
}

/** A grid electricity row (kWh) of the Corporate form (section purchased-electricity, group electricity). */
export const electricityRow = (instance: string, kwh: number) => ({
  instance,
  formOptionId: 'electricity-grid',
  emissionActivityInputs: [{ fieldId: 'energy', value: kwh, unit: 'kWh' }],
});

/** An electric-car row: same section, option group ev-charging. */
export const evRow = (instance: string, km: number) => ({
  instance,
  formOptionId: 'ev-car-bev',
  emissionActivityInputs: [{ fieldId: 'distance', value: km, unit: 'km' }],
});

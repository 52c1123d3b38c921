import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { type AccountTestKit, expireToken, readTokenFromLink, startAccountTestKit } from './test-kit.ts';

describe('email change', () => {
  let kit: AccountTestKit;
  let linkPrefix: string;
  const freshEmail = () => `renamed-${randomBytes(4).toString('hex')}@example.org`;

  beforeAll(async () => {
    kit = await startAccountTestKit();
    linkPrefix = `${kit.app.config.publicUrl}/email/update?token=`;
  });
  afterAll(() => kit.close());

  async function signInMember() {
    const db = kit.app.database.db;
    const company = await buildCompany(db);
    const user = await buildUser(db, { companyId: company.id, role: 'editor' });
    return { user, client: await signInAs(kit.app, user.email) };
  }

  const requestChange = (client: SignedInClient, newEmail: string, password = TEST_PASSWORD) =>
    client.inject({ method: 'POST', url: '/api/auth/email/change', payload: { newEmail, password } });

  const confirmChange = (client: SignedInClient, token: string) =>
    client.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { token } });

  async function mailedToken(to: string) {
    const mail = await kit.smtp.waitForMail(to);
    return readTokenFromLink(kit.smtp.findLink(mail, linkPrefix));
  }

  it('needs a sign-in for both steps', async () => {
    const change = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/email/change',
      payload: { newEmail: 'a@example.org', password: TEST_PASSWORD },
    });
    const confirm = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirm',
      payload: { token: 'x' },
    });
    expect([change.statusCode, confirm.statusCode]).toEqual([401, 401]);
  });

  it('mails the link to the NEW address; following it switches the address, once', async () => {
    const { user, client } = await signInMember();
    const newEmail = freshEmail();
    const requested = await requestChange(client, ` ${newEmail.toUpperCase()} `);
    expect(requested.statusCode).toBe(200);
    const mail = await kit.smtp.waitForMail(newEmail);
    expect(mail.subject).toBe('Confirm your new email address');
    expect(kit.smtp.received.some((message) => message.to.includes(user.email))).toBe(false);
    const token = readTokenFromLink(kit.smtp.findLink(mail, linkPrefix));

    const confirmed = await confirmChange(client, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ _id: user.id, email: newEmail });
    expect((await confirmChange(client, token)).statusCode).toBe(400);

    const signIn = (email: string) =>
      kit.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
  });

  it('answers 400 naming the password when it is wrong, and the address when it is invalid or unchanged', async () => {
    const { user, client } = await signInMember();
    const wrong = await requestChange(client, freshEmail(), 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([{ path: 'password', message: 'validation.password.wrong' }]);

    const invalid = await requestChange(client, 'no-at-sign');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual([{ path: 'newEmail', message: 'validation.email.invalid' }]);

    const same = await requestChange(client, user.email);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toEqual([{ path: 'newEmail', message: 'validation.email.unchanged' }]);
  });

  it('answers 409 naming the address when another account has it', async () => {
    const { client } = await signInMember();
    const other = await buildUser(kit.app.database.db);
    const taken = await requestChange(client, other.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual([{ path: 'newEmail', message: 'validation.email.taken' }]);
  });

  it('answers 409 when the address was taken between the request and the confirmation', async () => {
    const { client } = await signInMember();
    const newEmail = freshEmail();
    await requestChange(client, newEmail);
    const token = await mailedToken(newEmail);
    await buildUser(kit.app.database.db, { email: newEmail });
    const late = await confirmChange(client, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.details).toEqual([{ path: 'newEmail', message: 'validation.email.taken' }]);
  });

  it("answers 404 for another user's link and leaves it usable for its owner", async () => {
    const owner = await signInMember();
    const stranger = await signInMember();
    const newEmail = freshEmail();
    await requestChange(owner.client, newEmail);
    const token = await mailedToken(newEmail);
    const foreign = await confirmChange(stranger.client, token);
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.client.inject({ method: 'GET', url: '/api/auth/whoami' })).json().email).toBe(
      stranger.user.email,
    );
    expect((await confirmChange(owner.client, token)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { user, client } = await signInMember();
    const newEmail = freshEmail();
    await requestChange(client, newEmail);
    const token = await mailedToken(newEmail);
    await expireToken(kit.app, token);
    const expired = await confirmChange(client, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe('This link is invalid or has expired.');
    expect((await client.inject({ method: 'GET', url: '/api/auth/whoami' })).json().email).toBe(user.email);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/test-oidc-provider.ts';
import { verifyDomainByDns } from './domain-proof.ts';

const PUBLIC_URL = 'http://app.test';

describe('proof of the email domain before single sign-on is used', () => {
  let testApp: TestApp;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [`${PUBLIC_URL}/oauth2/callback`] });
    testApp = await createTestApp({ publicUrl: PUBLIC_URL, allowPrivateSsoIssuers: true });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  async function ownerWithSettings(
    emailDomain: string,
  ): Promise<{ owner: SignedInClient; companyId: string }> {
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id, role: 'owner' });
    const owner = await signInAs(testApp.app, user.email);
    const saved = await owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        emailDomain,
        defaultRole: 'viewer',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { owner, companyId: company.id };
  }

  const startSignIn = (email: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email } });

  /** The code of the newest domain mail to `to`, read from the outbox the server writes without SMTP. */
  function readMailedCode(to: string): string {
    const outbox = join(testApp.app.config.dataDir, 'outbox');
    const mails = readdirSync(outbox)
      .sort()
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .filter((mail) => mail.includes(`To: ${to}`));
    const code = /Subject: Code for \S+: (\d{8})/.exec(mails.at(-1) ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  const sendCode = (owner: SignedInClient, email: string) =>
    owner.inject({ method: 'POST', url: '/api/company/sso/domain/code', payload: { email } });
  const confirmCode = (owner: SignedInClient, code: string) =>
    owner.inject({ method: 'POST', url: '/api/company/sso/domain/code/confirm', payload: { code } });

  it('does not send anyone to the provider of an unproven domain', async () => {
    await ownerWithSettings('unproven.test');
    expect((await startSignIn('ann@unproven.test')).statusCode).toBe(404);
  });

  it('lets the real owner of a domain claim it although another company claimed it first, unproven', async () => {
    await ownerWithSettings('squatted.test');
    await ownerWithSettings('squatted.test');
  });

  it('proves the domain with a code mailed to an address there, then signs people in through it', async () => {
    const { owner } = await ownerWithSettings('mailed.test');
    const elsewhere = await sendCode(owner, 'it@elsewhere.test');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.details).toEqual([
      { path: 'email', message: 'validation.sso.emailNotAtDomain' },
    ]);

    expect((await sendCode(owner, 'it@mailed.test')).statusCode).toBe(200);
    const code = readMailedCode('it@mailed.test');
    const wrong = await confirmCode(owner, code === '00000000' ? '11111111' : '00000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([{ path: 'code', message: 'validation.sso.domainCodeWrong' }]);
    expect((await startSignIn('ann@mailed.test')).statusCode).toBe(404);

    const proven = await confirmCode(owner, code);
    expect(proven.statusCode).toBe(200);
    expect(proven.json().sso.isDomainVerified).toBe(true);
    const started = await startSignIn('ann@mailed.test');
    expect(started.statusCode).toBe(200);
    expect(started.json().url).toContain(provider.issuer);
  });

  it('keeps a proven domain to its company: another can neither prove nor claim it', async () => {
    const first = await ownerWithSettings('taken.test');
    const second = await ownerWithSettings('taken.test');
    await sendCode(first.owner, 'it@taken.test');
    await sendCode(second.owner, 'admin@taken.test');
    const secondCode = readMailedCode('admin@taken.test');
    expect((await confirmCode(first.owner, readMailedCode('it@taken.test'))).statusCode).toBe(200);

    const late = await confirmCode(second.owner, secondCode);
    expect(late.statusCode).toBe(409);
    const third = await buildCompany(testApp.app.database.db);
    const thirdOwner = await signInAs(
      testApp.app,
      (await buildUser(testApp.app.database.db, { companyId: third.id, role: 'owner' })).email,
    );
    const claim = await thirdOwner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        emailDomain: 'taken.test',
        defaultRole: 'viewer',
      },
    });
    expect(claim.statusCode).toBe(409);
  });

  it('locks the code after a few wrong guesses', async () => {
    const { owner } = await ownerWithSettings('guessed.test');
    await sendCode(owner, 'it@guessed.test');
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push((await confirmCode(owner, '12345678')).statusCode);
    expect(answers.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(answers[5]).toBe(429);
  });

  it('asks for a new proof when the domain changes', async () => {
    const { owner } = await ownerWithSettings('first.test');
    await sendCode(owner, 'it@first.test');
    expect((await confirmCode(owner, readMailedCode('it@first.test'))).statusCode).toBe(200);
    const changed = await owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        emailDomain: 'second.test',
        defaultRole: 'viewer',
      },
    });
    expect(changed.json().sso.isDomainVerified).toBe(false);
    expect((await startSignIn('ann@second.test')).statusCode).toBe(404);
  });

  it('proves the domain by its DNS TXT record with the company challenge', async () => {
    const { owner, companyId } = await ownerWithSettings('dns.test');
    const record = (await owner.inject({ method: 'GET', url: '/api/company/sso' })).json().sso
      .domainTxtRecord;
    expect(record.name).toBe('_carbon-ledger.dns.test');
    const db = testApp.app.database.db;

    const other = await ownerWithSettings('dns-other.test');
    const otherRecord = (await other.owner.inject({ method: 'GET', url: '/api/company/sso' })).json().sso
      .domainTxtRecord;
    // Another company's challenge in the record proves nothing for this one.
    await expect(
      verifyDomainByDns(db, companyId, async () => [[otherRecord.value], ['v=spf1 -all']]),
    ).rejects.toMatchObject({
      details: [{ path: 'domainProof', message: 'validation.sso.domainRecordMissing' }],
    });
    await expect(
      verifyDomainByDns(db, companyId, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    // Long TXT values arrive split into several strings: they are one value.
    const asked: string[] = [];
    const verified = await verifyDomainByDns(db, companyId, async (name) => {
      asked.push(name);
      return [[record.value.slice(0, 10), record.value.slice(10)]];
    });
    expect(asked).toEqual(['_carbon-ledger.dns.test']);
    expect(verified.domainVerifiedAt).not.toBeNull();
    expect((await startSignIn('ann@dns.test')).statusCode).toBe(200);
  });
});

import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject, general, setUpCompanyClients } from '../calculator/test-kit.ts';
import { catchMails, createInvite, electricityRow, withToken } from '../calculator-invites/test-kit.ts';
import { createReport } from '../engage-reports/test-kit.ts';

const stripeBilling = readConfig({
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  BILLING_PLANS_FILE: fileURLToPath(
    new URL('../../../../../config/billing/plans.example.json', import.meta.url),
  ),
}).billing;

const calc = '/api/company/calculator';
const reduction = `${calc}/reduction`;
const reports = `${calc}/engage-reports`;

const customIdea = {
  title: 'Server room at 24 °C',
  category: 'facility',
  investment: 'no-invest',
  cost: 'low-savings',
  effort: 'no-effort',
  impact: 'positive',
  reduction: { value: 10, unit: 'percent' },
  status: 'prioritized',
};

/** One gated call: who sends it, and what it answers when the company is entitled. */
type GatedCall = { name: string; send: () => Promise<{ statusCode: number; body: string }>; allowed: number };

/**
 * A company with a Corporate and a Custom project, a group, a custom idea, a target, an engage report and
 * an invite, and every call of the year features that must ask the entitlement policy. Deletions last.
 */
async function seedCompany(app: FastifyInstance, paid: (companyId: string) => Promise<void>) {
  const mails = catchMails(app);
  const clients = await setUpCompanyClients(app);
  await paid(clients.companyId);
  const owner: SignedInClient = clients.owner;
  const hq = await createProject(owner, { name: 'HQ', type: 'company' });
  const plant = await createProject(owner, { name: 'Plant', type: 'custom' });
  const group = await owner.inject({
    method: 'POST',
    url: `${calc}/groups`,
    payload: { name: 'All', containers: [hq.containerId, plant.containerId] },
  });
  expect(group.statusCode, group.body).toBe(201);
  const groupPlan = { kind: 'group', id: group.json().group._id as string };
  const plan = { kind: 'container', id: hq.containerId };
  const idea = await owner.inject({
    method: 'POST',
    url: `${reduction}/custom-ideas`,
    payload: { plan, ...customIdea },
  });
  expect(idea.statusCode, idea.body).toBe(201);
  const ideaId: string = idea.json()._id;
  const targetBody = { baseInstance: hq.instanceId, targetYear: 2030, scope: 'total', reductionPercent: 40 };
  const target = await owner.inject({
    method: 'POST',
    url: `${reduction}/targets`,
    payload: { plan, ...targetBody },
  });
  expect(target.statusCode, target.body).toBe(201);
  const targetId: string = target.json().target._id;
  const report = await createReport(clients.admin, [hq.instanceId]);
  const invite = await createInvite(clients.editor, mails, hq.instanceId);
  const asOwner = (options: InjectOptions) => () => owner.inject(options);
  const asInvitee = (url: string, payload: object) => () =>
    withToken(app, invite.token, { method: 'POST', url: `${calc}${url}`, payload });

  const calls: GatedCall[] = [
    {
      name: 'reduction ideas of a project',
      send: asOwner({
        method: 'POST',
        url: `${reduction}/ideas/list`,
        payload: { plan, instances: [hq.instanceId] },
      }),
      allowed: 200,
    },
    {
      name: 'reduction ideas of a group',
      send: asOwner({
        method: 'POST',
        url: `${reduction}/ideas/list`,
        payload: { plan: groupPlan, instances: [hq.instanceId, plant.instanceId] },
      }),
      allowed: 200,
    },
    {
      name: 'catalogue idea tracking',
      send: asOwner({
        method: 'PUT',
        url: `${reduction}/catalogue-ideas/green-district-heat`,
        payload: { plan, status: 'in-progress' },
      }),
      allowed: 200,
    },
    {
      name: 'new custom idea',
      send: asOwner({ method: 'POST', url: `${reduction}/custom-ideas`, payload: { plan, ...customIdea } }),
      allowed: 201,
    },
    {
      name: 'change custom idea',
      send: asOwner({ method: 'PATCH', url: `${reduction}/custom-ideas/${ideaId}`, payload: customIdea }),
      allowed: 200,
    },
    {
      name: 'targets of a plan',
      send: asOwner({ method: 'POST', url: `${reduction}/targets/list`, payload: { plan } }),
      allowed: 200,
    },
    {
      name: 'new target',
      send: asOwner({ method: 'POST', url: `${reduction}/targets`, payload: { plan, ...targetBody } }),
      allowed: 201,
    },
    {
      name: 'change target',
      send: asOwner({ method: 'PATCH', url: `${reduction}/targets/${targetId}`, payload: targetBody }),
      allowed: 200,
    },
    {
      name: 'publish climate action plan',
      send: asOwner({
        method: 'POST',
        url: `${reduction}/plan/publish`,
        payload: { plan, instances: [hq.instanceId] },
      }),
      allowed: 200,
    },
    {
      name: 'engage reports of a year',
      send: asOwner({ method: 'POST', url: `${reports}/list`, payload: { instances: [hq.instanceId] } }),
      allowed: 200,
    },
    {
      name: 'new engage report',
      send: asOwner({
        method: 'POST',
        url: reports,
        payload: { instances: [hq.instanceId], content: report.content },
      }),
      allowed: 201,
    },
    {
      name: 'change engage report',
      send: asOwner({
        method: 'PATCH',
        url: `${reports}/${report._id}`,
        payload: { content: report.content },
      }),
      allowed: 200,
    },
    {
      name: 'publish engage report',
      send: asOwner({ method: 'POST', url: `${reports}/${report._id}/publish`, payload: { lang: 'en' } }),
      allowed: 200,
    },
    {
      name: 'preview of a period change',
      send: asOwner({
        method: 'POST',
        url: `${calc}/instances/${hq.instanceId}/general/preview`,
        payload: { general: general({ region: 'DE' }) },
      }),
      allowed: 200,
    },
    {
      name: 'period change',
      send: asOwner({
        method: 'PATCH',
        url: `${calc}/instances/${hq.instanceId}`,
        payload: { general: general({ region: 'DE' }) },
      }),
      allowed: 200,
    },
    {
      name: 'recompute preview',
      send: asOwner({ method: 'POST', url: `${calc}/instances/${hq.instanceId}/recompute/preview` }),
      allowed: 200,
    },
    {
      name: 'recompute',
      send: asOwner({ method: 'POST', url: `${calc}/instances/${hq.instanceId}/recompute` }),
      allowed: 200,
    },
    {
      name: 'custom form of a Custom project',
      send: asOwner({ method: 'POST', url: `${calc}/containers/${plant.containerId}/custom-form/retrieve` }),
      allowed: 200,
    },
    {
      name: 'invites of a year',
      send: asOwner({ method: 'GET', url: `${calc}/invites?instance=${hq.instanceId}` }),
      allowed: 200,
    },
    {
      name: 'new invite',
      send: asOwner({
        method: 'POST',
        url: `${calc}/invites`,
        payload: {
          instances: [hq.instanceId],
          email: 'other-supplier@example.org',
          kind: 'supplier',
          items: [{ kind: 'section', id: 'purchased-electricity' }],
        },
      }),
      allowed: 201,
    },
    {
      name: 'invite link: setup',
      send: asInvitee('/instances/setup', { instances: [hq.instanceId], lang: 'en' }),
      allowed: 200,
    },
    {
      name: 'invite link: results',
      send: asInvitee('/results/form/list', { instances: [hq.instanceId], query: { c1: 'scope-2' } }),
      allowed: 200,
    },
    {
      name: 'invite link: save',
      send: asInvitee('/results/manage', {
        results: { toCreate: [electricityRow(hq.instanceId, 10)] },
        aggregateFormSectionsForInstances: [],
      }),
      allowed: 200,
    },
    // Resending replaces the link's token: after the invite link's calls.
    {
      name: 'resend invite',
      send: asOwner({ method: 'POST', url: `${calc}/invites/${invite.inviteId}/resend` }),
      allowed: 200,
    },
    {
      name: 'delete custom idea',
      send: asOwner({ method: 'DELETE', url: `${reduction}/custom-ideas/${ideaId}` }),
      allowed: 200,
    },
    {
      name: 'delete target',
      send: asOwner({ method: 'DELETE', url: `${reduction}/targets/${targetId}` }),
      allowed: 200,
    },
  ];
  return { clients, calls, hq, plant };
}

const paidFormTypes = (isPaid: boolean) => ({
  formTypeSubscriptions: {
    company: { hasPaidCurrentPeriodInvoice: isPaid },
    custom: { hasPaidCurrentPeriodInvoice: isPaid },
  },
});

describe('year features of the calculator gated by the entitlement policy', () => {
  let off: TestApp;
  let stripe: TestApp;
  beforeAll(async () => {
    [off, stripe] = await Promise.all([createTestApp(), createTestApp({ billing: stripeBilling })]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), stripe.close()]);
  });

  it('refuse each call with 402 SUBSCRIPTION_REQUIRED while a form type is unpaid, and allow it once paid', async () => {
    const db = stripe.app.database.db;
    const { clients, calls } = await seedCompany(stripe.app, async (companyId) => {
      await db.insert(companySubscriptions).values({
        companyId,
        product: 'calculator',
        collectionMethod: 'charge_automatically',
        hasPaidCurrentPeriodInvoice: true,
        details: paidFormTypes(true),
      });
    });
    const setPaid = (isPaid: boolean) =>
      db
        .update(companySubscriptions)
        .set({ details: paidFormTypes(isPaid) })
        .where(eq(companySubscriptions.companyId, clients.companyId));

    await setPaid(false);
    for (const call of calls) {
      const response = await call.send();
      expect(response.statusCode, `${call.name}: ${response.body}`).toBe(402);
      expect(JSON.parse(response.body).error.code, call.name).toBe('SUBSCRIPTION_REQUIRED');
    }
    await setPaid(true);
    for (const call of calls) {
      const response = await call.send();
      expect(response.statusCode, `${call.name}: ${response.body}`).toBe(call.allowed);
    }
  });

  it('refuse a group plan when one of its projects has an unpaid form type', async () => {
    const db = stripe.app.database.db;
    const { clients, plant, hq } = await seedCompany(stripe.app, async (companyId) => {
      await db.insert(companySubscriptions).values({
        companyId,
        product: 'calculator',
        collectionMethod: 'charge_automatically',
        hasPaidCurrentPeriodInvoice: true,
        details: paidFormTypes(true),
      });
    });
    await db
      .update(companySubscriptions)
      .set({ details: { formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: true } } } })
      .where(eq(companySubscriptions.companyId, clients.companyId));
    const groups = await clients.owner.inject({ method: 'GET', url: `${calc}/setup` });
    const groupId: string = groups.json().groups[0]._id;
    const ofGroup = await clients.owner.inject({
      method: 'POST',
      url: `${reduction}/targets/list`,
      payload: { plan: { kind: 'group', id: groupId } },
    });
    expect(ofGroup.statusCode, ofGroup.body).toBe(402);
    const ofCorporate = await clients.owner.inject({
      method: 'POST',
      url: `${reduction}/targets/list`,
      payload: { plan: { kind: 'container', id: hq.containerId } },
    });
    expect(ofCorporate.statusCode, ofCorporate.body).toBe(200);
    const ofCustom = await clients.owner.inject({
      method: 'POST',
      url: `${reduction}/targets/list`,
      payload: { plan: { kind: 'container', id: plant.containerId } },
    });
    expect(ofCustom.statusCode, ofCustom.body).toBe(402);
  });

  it('check nothing with billing off: every call answers as entitled', async () => {
    const { calls } = await seedCompany(off.app, async () => {});
    for (const call of calls) {
      const response = await call.send();
      expect(response.statusCode, `${call.name}: ${response.body}`).toBe(call.allowed);
    }
  });

  it('leave unpublishing and deleting an engage report and revoking an invite open', async () => {
    const db = stripe.app.database.db;
    const mails = catchMails(stripe.app);
    const clients = await setUpCompanyClients(stripe.app);
    await db.insert(companySubscriptions).values({
      companyId: clients.companyId,
      product: 'calculator',
      collectionMethod: 'charge_automatically',
      hasPaidCurrentPeriodInvoice: true,
      details: paidFormTypes(true),
    });
    const { instanceId } = await createProject(clients.owner, { type: 'company' });
    const report = await createReport(clients.admin, [instanceId]);
    const published = await clients.admin.inject({
      method: 'POST',
      url: `${reports}/${report._id}/publish`,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    const invite = await createInvite(clients.editor, mails, instanceId);
    await db
      .update(companySubscriptions)
      .set({ details: paidFormTypes(false) })
      .where(eq(companySubscriptions.companyId, clients.companyId));
    const unpublished = await clients.admin.inject({
      method: 'POST',
      url: `${reports}/${report._id}/unpublish`,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const revoked = await clients.editor.inject({
      method: 'POST',
      url: `${calc}/invites/${invite.inviteId}/revoke`,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const deleted = await clients.admin.inject({ method: 'DELETE', url: `${reports}/${report._id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});

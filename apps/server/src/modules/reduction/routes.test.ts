import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  general,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const api = '/api/company/calculator/reduction';

/** District cooling at a typed factor: Scope 2 figures without the factor library. */
const coolingRow = (instance: string, kwh: number, factor: number) => ({
  instance,
  formOptionId: 'cooling-district',
  emissionActivityInputs: [{ fieldId: 'energy', value: kwh, unit: 'kWh' }],
  userFactor: { factor, source: 'Supplier statement' },
});

describe('reduction routes', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let year: { instanceId: string; containerId: string };
  let nextYearId: string;
  let foreign: { instanceId: string; containerId: string };
  let plan: { kind: 'container'; id: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    year = await createProject(acme.owner, { name: 'HQ', year: 2025 });
    foreign = await createProject(other.owner, { name: 'Theirs' });
    plan = { kind: 'container', id: year.containerId };
    const added = await acme.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: year.containerId, general: general({ year: 2026 }) },
    });
    nextYearId = added.json().instance._id;
    expect(
      (await manage(acme.editor, { toCreate: [coolingRow(year.instanceId, 10_000, 0.2)] })).statusCode,
    ).toBe(200);
    expect((await manage(acme.editor, { toCreate: [coolingRow(nextYearId, 9_000, 0.2)] })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => testApp.close());

  const listIdeas = (client = acme.viewer, instances = [year.instanceId]) =>
    client.inject({ method: 'POST', url: `${api}/ideas/list`, payload: { plan, instances, lang: 'de' } });
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

  it('answers 401 without a session on every call', async () => {
    const calls = [
      { method: 'POST', url: `${api}/ideas/list`, payload: {} },
      { method: 'PUT', url: `${api}/catalogue-ideas/led-lighting`, payload: {} },
      { method: 'POST', url: `${api}/custom-ideas`, payload: {} },
      { method: 'PATCH', url: `${api}/custom-ideas/${year.instanceId}`, payload: {} },
      { method: 'DELETE', url: `${api}/custom-ideas/${year.instanceId}` },
      { method: 'POST', url: `${api}/targets/list`, payload: {} },
      { method: 'POST', url: `${api}/targets`, payload: {} },
      { method: 'PATCH', url: `${api}/targets/${year.instanceId}`, payload: {} },
      { method: 'DELETE', url: `${api}/targets/${year.instanceId}` },
      { method: 'GET', url: `${api}/plan` },
      { method: 'POST', url: `${api}/plan/publish`, payload: {} },
      { method: 'POST', url: `${api}/plan/unpublish` },
    ] as const;
    for (const call of calls) expect((await testApp.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it('estimates the catalogue on the year’s figures, in the asked language', async () => {
    const response = await listIdeas();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCo2InKg).toBeCloseTo(2_000, 6);
    const byId = new Map(body.ideas.map((idea: { _id: string }) => [idea._id, idea]));
    expect(byId.get('green-district-heat')).toMatchObject({
      title: 'Klimafreundliche Fernwärme wählen',
      status: 'idea',
      estimatedReductionKg: expect.closeTo(1_000, 6),
    });
    expect(byId.get('heating-controls')).toMatchObject({ estimatedReductionKg: expect.closeTo(200, 6) });
    expect(byId.get('renewable-electricity')).toMatchObject({ estimatedReductionKg: 0 });
    expect(body.ideas.length).toBeGreaterThanOrEqual(20);
  });

  it('lets admins track a catalogue idea and keep custom ideas; editors get 403', async () => {
    const tracking = {
      plan,
      status: 'in-progress',
      notes: 'Tender out',
      responsible: 'Ana',
      dueDate: '2026-06-30',
    };
    const url = `${api}/catalogue-ideas/green-district-heat`;
    expect((await acme.editor.inject({ method: 'PUT', url, payload: tracking })).statusCode).toBe(403);
    expect((await acme.admin.inject({ method: 'PUT', url, payload: tracking })).statusCode).toBe(200);
    expect(
      (await acme.admin.inject({ method: 'PUT', url, payload: { ...tracking, status: 'started' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await acme.admin.inject({ method: 'PUT', url: `${api}/catalogue-ideas/nope`, payload: tracking }))
        .statusCode,
    ).toBe(404);

    const denied = await acme.editor.inject({
      method: 'POST',
      url: `${api}/custom-ideas`,
      payload: { plan, ...customIdea },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await acme.admin.inject({
      method: 'POST',
      url: `${api}/custom-ideas`,
      payload: { plan, ...customIdea, title: '' },
    });
    expect(bad.statusCode).toBe(400);
    const created = await acme.admin.inject({
      method: 'POST',
      url: `${api}/custom-ideas`,
      payload: { plan, ...customIdea },
    });
    expect(created.statusCode).toBe(201);
    const customId = created.json()._id;
    const patched = await acme.admin.inject({
      method: 'PATCH',
      url: `${api}/custom-ideas/${customId}`,
      payload: { ...customIdea, reduction: { value: 150, unit: 'kg' } },
    });
    expect(patched.statusCode).toBe(200);

    const ideas = (await listIdeas()).json().ideas as { _id: string }[];
    expect(ideas.find((idea) => idea._id === 'green-district-heat')).toMatchObject({
      status: 'in-progress',
      notes: 'Tender out',
      responsible: 'Ana',
      dueDate: '2026-06-30',
    });
    expect(ideas.find((idea) => idea._id === customId)).toMatchObject({
      source: 'custom',
      estimatedReductionKg: 150,
      customReduction: { value: 150, unit: 'kg' },
    });
    const deleted = await acme.admin.inject({ method: 'DELETE', url: `${api}/custom-ideas/${customId}` });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await acme.admin.inject({ method: 'DELETE', url: `${api}/custom-ideas/${customId}` })).statusCode,
    ).toBe(404);
  });

  it('keeps targets with the 4.2 % reference path and the progress of the years', async () => {
    const target = {
      plan,
      baseInstance: year.instanceId,
      targetYear: 2030,
      scope: '2',
      reductionPercent: 50,
    };
    expect(
      (await acme.editor.inject({ method: 'POST', url: `${api}/targets`, payload: target })).statusCode,
    ).toBe(403);
    const early = await acme.admin.inject({
      method: 'POST',
      url: `${api}/targets`,
      payload: { ...target, targetYear: 2025 },
    });
    expect(early.statusCode).toBe(400);
    const tooMuch = await acme.admin.inject({
      method: 'POST',
      url: `${api}/targets`,
      payload: { ...target, reductionPercent: 120 },
    });
    expect(tooMuch.statusCode).toBe(400);
    const created = await acme.admin.inject({ method: 'POST', url: `${api}/targets`, payload: target });
    expect(created.statusCode).toBe(201);
    expect(created.json().target).toMatchObject({
      baseYear: 2025,
      targetYear: 2030,
      scope: '2',
      reductionPercent: 50,
    });

    const listed = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/targets/list`,
      payload: { plan },
    });
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.years.map((entry: { year: number }) => entry.year)).toEqual([2025, 2026]);
    const [first] = body.targets;
    expect(first.baseYearKg).toBeCloseTo(2_000, 6);
    expect(first.referencePath[1]).toEqual({ year: 2026, kg: expect.closeTo(1_916, 6) });
    expect(first.targetPath.at(-1)).toEqual({ year: 2030, kg: expect.closeTo(1_000, 6) });
    expect(first.progress[1]).toMatchObject({
      year: 2026,
      actualKg: expect.closeTo(1_800, 6),
      isOnTrack: true,
    });

    const setup = await acme.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/setup',
      payload: { instances: [nextYearId], lang: 'en' },
    });
    expect(setup.json().targets).toEqual([expect.objectContaining({ _id: first._id, baseYear: 2025 })]);

    const id = first._id;
    const patched = await acme.admin.inject({
      method: 'PATCH',
      url: `${api}/targets/${id}`,
      payload: { ...target, plan: undefined, reductionPercent: 42 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().target.reductionPercent).toBe(42);
    expect((await acme.editor.inject({ method: 'DELETE', url: `${api}/targets/${id}` })).statusCode).toBe(
      403,
    );
    expect((await acme.admin.inject({ method: 'DELETE', url: `${api}/targets/${id}` })).statusCode).toBe(200);
    await acme.admin.inject({ method: 'POST', url: `${api}/targets`, payload: target });
  });

  it('answers 404 for another company’s plans, years, ideas and targets', async () => {
    const theirPlan = { kind: 'container', id: foreign.containerId };
    const theirIdea = await other.owner.inject({
      method: 'POST',
      url: `${api}/custom-ideas`,
      payload: { plan: theirPlan, ...customIdea },
    });
    const theirTarget = await other.owner.inject({
      method: 'POST',
      url: `${api}/targets`,
      payload: {
        plan: theirPlan,
        baseInstance: foreign.instanceId,
        targetYear: 2030,
        scope: 'total',
        reductionPercent: 42,
      },
    });
    const ideaId = theirIdea.json()._id;
    const targetId = theirTarget.json().target._id;
    const target = { baseInstance: year.instanceId, targetYear: 2030, scope: '1', reductionPercent: 10 };
    const calls = [
      {
        method: 'POST',
        url: `${api}/ideas/list`,
        payload: { plan: theirPlan, instances: [foreign.instanceId] },
      },
      { method: 'POST', url: `${api}/ideas/list`, payload: { plan, instances: [foreign.instanceId] } },
      {
        method: 'PUT',
        url: `${api}/catalogue-ideas/led-lighting`,
        payload: { plan: theirPlan, status: 'done' },
      },
      { method: 'POST', url: `${api}/custom-ideas`, payload: { plan: theirPlan, ...customIdea } },
      { method: 'PATCH', url: `${api}/custom-ideas/${ideaId}`, payload: customIdea },
      { method: 'DELETE', url: `${api}/custom-ideas/${ideaId}` },
      { method: 'POST', url: `${api}/targets/list`, payload: { plan: theirPlan } },
      { method: 'POST', url: `${api}/targets`, payload: { plan: theirPlan, ...target } },
      {
        method: 'POST',
        url: `${api}/targets`,
        payload: { plan, ...target, baseInstance: foreign.instanceId },
      },
      { method: 'PATCH', url: `${api}/targets/${targetId}`, payload: target },
      { method: 'DELETE', url: `${api}/targets/${targetId}` },
      {
        method: 'POST',
        url: `${api}/plan/publish`,
        payload: { plan: theirPlan, instances: [foreign.instanceId] },
      },
    ] as const;
    for (const call of calls) {
      expect((await acme.owner.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('answers 400 for malformed bodies', async () => {
    const calls = [
      { method: 'POST', url: `${api}/ideas/list`, payload: { plan, instances: [] } },
      {
        method: 'POST',
        url: `${api}/ideas/list`,
        payload: { plan: { kind: 'team', id: year.containerId }, instances: [year.instanceId] },
      },
      {
        method: 'PUT',
        url: `${api}/catalogue-ideas/led-lighting`,
        payload: { plan, status: 'done', dueDate: '30.06.2026' },
      },
      { method: 'POST', url: `${api}/custom-ideas`, payload: { plan, ...customIdea, impact: 'huge' } },
      { method: 'PATCH', url: `${api}/custom-ideas/not-a-uuid`, payload: customIdea },
      { method: 'POST', url: `${api}/targets/list`, payload: {} },
      {
        method: 'POST',
        url: `${api}/targets`,
        payload: { plan, baseInstance: year.instanceId, targetYear: 2030, scope: '4', reductionPercent: 10 },
      },
      { method: 'POST', url: `${api}/plan/publish`, payload: { plan } },
    ] as const;
    for (const call of calls) {
      expect((await acme.owner.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(400);
    }
  });

  it('publishes the plan for anyone with the link, and takes it offline', async () => {
    const publish = { plan, instances: [year.instanceId], lang: 'en' };
    expect(
      (await acme.editor.inject({ method: 'POST', url: `${api}/plan/publish`, payload: publish })).statusCode,
    ).toBe(403);
    const published = await acme.admin.inject({
      method: 'POST',
      url: `${api}/plan/publish`,
      payload: publish,
    });
    expect(published.statusCode).toBe(200);
    const { publicId, isPublished } = published.json();
    expect(isPublished).toBe(true);
    expect(publicId).toMatch(/^[\w-]{24}$/);
    expect((await acme.viewer.inject({ method: 'GET', url: `${api}/plan` })).json()).toMatchObject({
      isPublished: true,
      publicId,
    });

    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/public/climate-action-plan/${publicId}?lang=de`,
    });
    expect(read.statusCode).toBe(200);
    const publicPlan = read.json();
    expect(publicPlan).toMatchObject({
      title: 'HQ',
      ideas: [{ title: 'Klimafreundliche Fernwärme wählen', status: 'in-progress' }],
    });
    expect(publicPlan.targets[0]).toMatchObject({ baseYear: 2025, targetYear: 2030, scope: '2' });
    expect(JSON.stringify(publicPlan)).not.toContain(year.containerId);
    expect(JSON.stringify(publicPlan)).not.toContain(year.instanceId);
    expect(JSON.stringify(publicPlan)).not.toContain(acme.companyId);

    expect((await acme.editor.inject({ method: 'POST', url: `${api}/plan/unpublish` })).statusCode).toBe(403);
    expect((await acme.admin.inject({ method: 'POST', url: `${api}/plan/unpublish` })).statusCode).toBe(200);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/public/climate-action-plan/${publicId}`,
    });
    expect(gone.statusCode).toBe(404);
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/public/climate-action-plan/unknown-plan-id-000',
    });
    expect(unknown.statusCode).toBe(404);
    const again = await acme.admin.inject({ method: 'POST', url: `${api}/plan/publish`, payload: publish });
    expect(again.json().publicId).toBe(publicId);
  });

  it('drops a target together with its base year', async () => {
    const added = await acme.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: year.containerId, general: general({ year: 2027 }) },
    });
    const baseInstance = added.json().instance._id;
    const created = await acme.admin.inject({
      method: 'POST',
      url: `${api}/targets`,
      payload: { plan, baseInstance, targetYear: 2035, scope: 'total', reductionPercent: 42 },
    });
    expect(created.statusCode).toBe(201);
    const deleted = await acme.owner.inject({
      method: 'DELETE',
      url: `/api/company/calculator/instances/${baseInstance}`,
    });
    expect(deleted.statusCode).toBe(200);
    const listed = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/targets/list`,
      payload: { plan },
    });
    const ids = listed.json().targets.map((target: { _id: string }) => target._id);
    expect(ids).not.toContain(created.json().target._id);
  });
});

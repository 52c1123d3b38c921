import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';

const api = '/api/company/calculator/reduction';

/** Deleting a project or a group takes its reduction plan with it, as a cascade would. */
describe('reduction plans of deleted projects and groups', () => {
  let testApp: TestApp;
  let acme: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
  });
  afterAll(() => testApp.close());

  async function countPlanRows(planId: string): Promise<number[]> {
    const rows = await queryRows<{ n: number }>(
      testApp.app.database.db,
      sql`select count(*)::int as n from reduction_idea_tracking where plan_id = ${planId}
        union all select count(*)::int from reduction_custom_ideas where plan_id = ${planId}
        union all select count(*)::int from reduction_targets where plan_id = ${planId}
        union all select count(*)::int from climate_action_plans where plan_id = ${planId}`,
    );
    return rows.map((row) => row.n);
  }

  async function fillPlan(plan: { kind: 'container' | 'group'; id: string }, instanceId: string) {
    const calls = [
      { method: 'PUT', url: `${api}/catalogue-ideas/led-lighting`, payload: { plan, status: 'prioritized' } },
      {
        method: 'POST',
        url: `${api}/custom-ideas`,
        payload: {
          plan,
          title: 'Server room at 24 °C',
          category: 'facility',
          investment: 'no-invest',
          cost: 'low-savings',
          effort: 'no-effort',
          impact: 'positive',
          reduction: { value: 10, unit: 'percent' },
          status: 'prioritized',
        },
      },
      {
        method: 'POST',
        url: `${api}/targets`,
        payload: { plan, baseInstance: instanceId, targetYear: 2030, scope: '1', reductionPercent: 40 },
      },
      { method: 'POST', url: `${api}/plan/publish`, payload: { plan, instances: [instanceId], lang: 'en' } },
    ] as const;
    for (const call of calls) {
      const response = await acme.admin.inject(call);
      expect(response.statusCode, `${call.url} ${response.body}`).toBeLessThan(300);
    }
  }

  it('deletes a project’s ideas, targets and published plan with the project', async () => {
    const { instanceId, containerId } = await createProject(acme.owner, { name: 'Gone' });
    await fillPlan({ kind: 'container', id: containerId }, instanceId);
    expect(await countPlanRows(containerId)).toEqual([1, 1, 1, 1]);
    const deleted = await acme.owner.inject({
      method: 'DELETE',
      url: `/api/company/calculator/containers/${containerId}`,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await countPlanRows(containerId)).toEqual([0, 0, 0, 0]);
  });

  it('deletes a group’s plan with the group and keeps its projects’ plans', async () => {
    const first = await createProject(acme.owner, { name: 'A' });
    const second = await createProject(acme.owner, { name: 'B' });
    const group = await acme.admin.inject({
      method: 'POST',
      url: '/api/company/calculator/groups',
      payload: { name: 'Both', containers: [first.containerId, second.containerId] },
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().group._id;
    await fillPlan({ kind: 'group', id: groupId }, first.instanceId);
    const projectIdea = await acme.admin.inject({
      method: 'PUT',
      url: `${api}/catalogue-ideas/led-lighting`,
      payload: { plan: { kind: 'container', id: first.containerId }, status: 'idea' },
    });
    expect(projectIdea.statusCode).toBeLessThan(300);
    const deleted = await acme.admin.inject({
      method: 'DELETE',
      url: `/api/company/calculator/groups/${groupId}`,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await countPlanRows(groupId)).toEqual([0, 0, 0, 0]);
    expect((await countPlanRows(first.containerId))[0]).toBe(1);
  });
});

import type { CalculatorSetupResponse, Container } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { resolveCalculatorScope } from './resolve-calculator-scope.ts';

const container = (id: string, name: string, instances: [string, string, string][]): Container => ({
  _id: id,
  name,
  type: 'company',
  updatedAssociationsAt: '2026-01-01T00:00:00.000Z',
  instances: instances.map(([_id, startDate, endDate]) => ({ _id, startDate, endDate, isFrozen: false })),
});

const setup: Pick<CalculatorSetupResponse, 'containers' | 'groups'> = {
  containers: [
    container('c-berlin', 'Berlin', [
      ['i-berlin-2024', '2024-01-01', '2024-12-31'],
      ['i-berlin-2025', '2025-01-01', '2025-12-31'],
    ]),
    container('c-munich', 'Munich', [
      ['i-munich-2025', '2025-01-01', '2025-12-31'],
      ['i-munich-fy', '2023-07-01', '2024-06-30'],
    ]),
  ],
  groups: [
    { _id: 'g-all', name: 'All entities', containers: ['c-munich', 'c-berlin'] },
    { _id: 'g-empty', name: '', containers: ['c-gone'] },
  ],
};

describe('resolveCalculatorScope', () => {
  it('finds the container of an instance and lists its years newest first', () => {
    const scope = resolveCalculatorScope(setup, { instance: 'i-berlin-2024' }, '');
    expect(scope).toMatchObject({
      status: 'found',
      kind: 'instance',
      id: 'i-berlin-2024',
      instanceIds: ['i-berlin-2024'],
      yearLabel: '2024',
      title: 'Berlin',
      group: undefined,
    });
    if (scope.status !== 'found') throw new Error('not found');
    expect(scope.container?._id).toBe('c-berlin');
    expect(scope.yearOptions.map((option) => [option.label, option.instanceIds])).toEqual([
      ['2025', ['i-berlin-2025']],
      ['2024', ['i-berlin-2024']],
    ]);
  });

  it('collapses the years of a group and picks the instances of the chosen year', () => {
    const scope = resolveCalculatorScope(setup, { group: 'g-all' }, '?year=2025');
    if (scope.status !== 'found') throw new Error('not found');
    expect(scope.kind).toBe('group');
    expect(scope.container).toBeUndefined();
    expect(scope.title).toBe('All entities');
    expect(scope.containers.map((c) => c._id)).toEqual(['c-munich', 'c-berlin']);
    expect(scope.yearOptions.map((option) => option.label)).toEqual(['2025', '2024', '2023 - 2024']);
    expect(scope.yearLabel).toBe('2025');
    expect([...scope.instanceIds].sort()).toEqual(['i-berlin-2025', 'i-munich-2025']);
  });

  it('reads a spanning year label from URLSearchParams', () => {
    const scope = resolveCalculatorScope(setup, { group: 'g-all' }, new URLSearchParams('year=2023 - 2024'));
    expect(scope).toMatchObject({ status: 'found', yearLabel: '2023 - 2024', instanceIds: ['i-munich-fy'] });
  });

  it.each([
    ['an unknown year', '?year=1999'],
    ['no year', ''],
    ['an empty year', '?year='],
  ])('falls back to the newest year for %s', (_case, search) => {
    const scope = resolveCalculatorScope(setup, { group: 'g-all' }, search);
    expect(scope).toMatchObject({ status: 'found', yearLabel: '2025' });
  });

  it.each([
    ['an unknown instance', { instance: 'i-nope' }],
    ['an unknown group', { group: 'g-nope' }],
    ['no id at all', {}],
  ])('answers not-found for %s', (_case, params) => {
    expect(resolveCalculatorScope(setup, params, '')).toEqual({ status: 'not-found' });
  });

  it('answers empty-group for a group whose projects have no year', () => {
    const scope = resolveCalculatorScope(setup, { group: 'g-empty' }, '');
    expect(scope).toMatchObject({ status: 'empty-group', group: { _id: 'g-empty' } });
  });

  it('opens a group of a Corporate and an ESG project on the Corporate years, and names the ESG project', () => {
    const esg: Container = {
      ...container('c-report', 'Sustainability report', [['i-esg-2025', '2025-01-01', '2025-12-31']]),
      type: 'esg',
    };
    const mixed: Pick<CalculatorSetupResponse, 'containers' | 'groups'> = {
      containers: [esg, ...setup.containers],
      groups: [{ _id: 'g-mixed', name: 'Company', containers: ['c-report', 'c-berlin'] }],
    };
    const scope = resolveCalculatorScope(mixed, { group: 'g-mixed' }, '?year=2025');
    expect(scope).toMatchObject({
      status: 'found',
      instanceIds: ['i-berlin-2025'],
      esgProjects: [{ name: 'Sustainability report', instanceId: 'i-esg-2025' }],
    });
    if (scope.status !== 'found') return;
    expect(scope.containers.map((entry) => entry._id)).toEqual(['c-berlin']);
    expect(scope.yearOptions.map((entry) => entry.label)).toEqual(['2025', '2024']);
  });
});

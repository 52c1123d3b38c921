import { describe, expect, it } from 'vitest';
import { getEffectiveRole, getRoleRank, hasRoleAtLeast, ROLES } from './role.ts';

describe('ROLES', () => {
  it('lists the roles highest first', () => {
    expect(ROLES).toEqual(['sitewide-admin', 'owner', 'admin', 'editor', 'viewer']);
  });
});

describe('getRoleRank', () => {
  it.each([
    { role: 'sitewide-admin', rank: 4 },
    { role: 'owner', rank: 3 },
    { role: 'admin', rank: 2 },
    { role: 'editor', rank: 1 },
    { role: 'viewer', rank: 0 },
    { role: 'Admin', rank: -1 },
    { role: '', rank: -1 },
    { role: undefined, rank: -1 },
  ])('ranks $role as $rank', ({ role, rank }) => {
    expect(getRoleRank(role)).toBe(rank);
  });
});

describe('hasRoleAtLeast', () => {
  // Rows: the role held; columns: the role required, in ROLES order (sitewide-admin … viewer).
  const matrix: Record<string, readonly boolean[]> = {
    'sitewide-admin': [true, true, true, true, true],
    owner: [false, true, true, true, true],
    admin: [false, false, true, true, true],
    editor: [false, false, false, true, true],
    viewer: [false, false, false, false, true],
    superuser: [false, false, false, false, false],
    VIEWER: [false, false, false, false, false],
    '': [false, false, false, false, false],
    constructor: [false, false, false, false, false],
  };
  const cases = Object.entries(matrix).flatMap(([role, row]) =>
    ROLES.map((required, index) => ({ role, required, expected: row[index] })),
  );

  it.each(cases)('$role meets $required: $expected', ({ role, required, expected }) => {
    expect(hasRoleAtLeast(role, required)).toBe(expected);
  });

  it.each(ROLES)('fails a missing role against %s', (required) => {
    expect(hasRoleAtLeast(undefined, required)).toBe(false);
  });
});

describe('getEffectiveRole', () => {
  it.each([
    { actor: { role: 'viewer' }, expected: 'viewer' },
    { actor: { role: 'viewer', isSitewideAdmin: true }, expected: 'sitewide-admin' },
    { actor: { role: undefined, isSitewideAdmin: true }, expected: 'sitewide-admin' },
    { actor: { role: 'owner', isSitewideAdmin: false }, expected: 'owner' },
    { actor: { role: undefined }, expected: undefined },
  ])('acts as $expected for $actor', ({ actor, expected }) => {
    expect(getEffectiveRole(actor)).toBe(expected);
  });
});

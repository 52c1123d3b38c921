import { describe, expect, it } from 'vitest';
import { can, getMinimumRole } from './can.ts';
import { CAPABILITIES, type Capability } from './capabilities.ts';
import type { PermissionResources } from './named-permissions.ts';
import { ROLES } from './role.ts';

/** Capabilities that take no resource. */
type PlainCapability = Exclude<Capability, keyof PermissionResources>;

/** A literal copy of spec section 6, "Minimum role per capability", in its order. */
const SPEC_TABLE = {
  viewer: ['retrieveInstanceFiles', 'instanceReviewer'],
  editor: ['instanceInvites', 'calculatorResults', 'inviteCompanyUsers'],
  admin: [
    'createReports',
    'esgSimpleCsvExport',
    'esgDashboardLock',
    'enableDataSources',
    'groupActions',
    'instanceActions',
    'deleteFiles',
    'emissionFactorPreFilter',
    'enableAi',
    'freeze',
    'logs',
    'engageTab',
    'simpleCsvExport',
    'instanceSetup',
    'reductionIdeaAdvancedImpact',
    'removeCompanyUsers',
    'settingsClimateProjects',
    'settingsCustomSolutions',
    'settingsPaymentHistory',
    'payments',
    'modifyLogs',
    'reduction',
  ],
  owner: [
    'apiKeyManagement',
    'deleteCalculatorContainer',
    'settingsCompany',
    'paymentMethods',
    'subscriptions',
    'sso',
  ],
  'sitewide-admin': [
    'assessmentFormModifications',
    'autoAssignSources',
    'csvUpload',
    'advancedCsvExport',
    'exportDocuments',
    'globalBulkUpload',
    'aiReductionIdeas',
    'settingsSupportTickets',
    'settingsSolutions',
  ],
} as const;

/** Not in the spec's table; added for the identity module. */
const ADDITIONS = {
  viewer: ['viewCompanyUsers', 'viewCompanySettings'],
  admin: ['manageCompanyUsers'],
  'sitewide-admin': ['manageOperators', 'manageSubstanceList', 'manageNews'],
} as const;

/** Which roles meet each minimum, written out rather than computed from the ranks under test. */
const ROLES_MEETING = {
  viewer: ['sitewide-admin', 'owner', 'admin', 'editor', 'viewer'],
  editor: ['sitewide-admin', 'owner', 'admin', 'editor'],
  admin: ['sitewide-admin', 'owner', 'admin'],
  owner: ['sitewide-admin', 'owner'],
  'sitewide-admin': ['sitewide-admin'],
} as const;

type Minimum = keyof typeof ROLES_MEETING;
const toRows = (table: Partial<Record<Minimum, readonly string[]>>) =>
  Object.entries(table).flatMap(([minimum, ids]) => ids.map((id) => ({ id, minimum: minimum as Minimum })));
const SPEC_ROWS = toRows(SPEC_TABLE);
const ALL_ROWS = [...SPEC_ROWS, ...toRows(ADDITIONS)];

describe('capability table', () => {
  it('holds the 42 capabilities of the spec with their minimum role, plus the 5 additions', () => {
    expect(SPEC_ROWS).toHaveLength(42);
    const actual = Object.fromEntries(CAPABILITIES.map((id) => [id, getMinimumRole(id)]));
    expect(actual).toEqual(Object.fromEntries(ALL_ROWS.map(({ id, minimum }) => [id, minimum])));
    expect(CAPABILITIES).toHaveLength(48);
  });

  it('keeps the spec order within each role', () => {
    for (const [minimum, ids] of Object.entries(SPEC_TABLE)) {
      expect(CAPABILITIES.filter((id) => ids.some((specId) => specId === id))).toEqual(ids);
      expect(ids.every((id) => getMinimumRole(id) === minimum)).toBe(true);
    }
  });
});

describe('can, every role against every capability', () => {
  const cases = ALL_ROWS.flatMap(({ id, minimum }) =>
    ROLES.map((role) => ({
      id: id as Capability,
      role,
      expected: (ROLES_MEETING[minimum] as readonly string[]).includes(role),
    })),
  );

  it.each(cases)('$role on $id: $expected', ({ id, role, expected }) => {
    // calculatorResults is also a named permission; give it an editable calculator so only the role decides.
    const resource = { instances: [{ id: 'i1', isFrozen: false }] };
    const isAllowed =
      id === 'calculatorResults' ? can({ role }, id, resource) : can({ role }, id as PlainCapability);
    expect(isAllowed).toBe(expected);
  });

  it.each(ALL_ROWS)('an unknown or missing role fails $id', ({ id }) => {
    const resource = { instances: [{ id: 'i1', isFrozen: false }] };
    for (const role of ['superuser', 'Owner', '', undefined]) {
      const isAllowed =
        id === 'calculatorResults' ? can({ role }, id, resource) : can({ role }, id as PlainCapability);
      expect(isAllowed).toBe(false);
    }
  });

  it.each(ALL_ROWS)('the platform flag grants $id whatever the company role', ({ id }) => {
    const resource = { instances: [{ id: 'i1', isFrozen: false }] };
    for (const role of ['viewer', undefined, 'superuser']) {
      const actor = { role, isSitewideAdmin: true };
      const isAllowed =
        id === 'calculatorResults' ? can(actor, id, resource) : can(actor, id as PlainCapability);
      expect(isAllowed).toBe(true);
    }
  });

  it('refuses a permission id that does not exist', () => {
    expect(can({ role: 'sitewide-admin' }, 'deleteEverything' as PlainCapability)).toBe(false);
    expect(can({ role: 'sitewide-admin' }, 'toString' as PlainCapability)).toBe(false);
  });
});

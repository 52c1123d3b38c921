import { describe, expect, it } from 'vitest';
import { can, getMinimumRole } from './can.ts';
import { type CalculatorResultsResource, NAMED_PERMISSIONS } from './named-permissions.ts';

const open = (id: string) => ({ id, isFrozen: false });
const frozen = (id: string) => ({ id, isFrozen: true });

describe('named permissions', () => {
  it('lists the four of the spec with the minimum role of their capability', () => {
    expect(Object.fromEntries(NAMED_PERMISSIONS.map((name) => [name, getMinimumRole(name)]))).toEqual({
      calculatorResults: 'editor',
      calculatorInstanceEngageTab: 'admin',
      calculatorInstanceInvites: 'editor',
      pageSettingsSolutions: 'admin',
    });
  });
});

describe('calculatorResults', () => {
  it.each<{ case: string; resource: CalculatorResultsResource; expected: boolean }>([
    { case: 'one open instance', resource: { instances: [open('a')] }, expected: true },
    { case: 'one frozen instance', resource: { instances: [frozen('a')] }, expected: false },
    { case: 'every instance frozen', resource: { instances: [frozen('a'), frozen('b')] }, expected: false },
    { case: 'one of two frozen', resource: { instances: [frozen('a'), open('b')] }, expected: true },
    {
      case: 'every active instance frozen, an inactive one open',
      resource: { instances: [frozen('a'), frozen('b'), open('c')], activeInstanceIds: ['a', 'b'] },
      expected: false,
    },
    {
      case: 'one active instance open among frozen ones',
      resource: { instances: [frozen('a'), open('b')], activeInstanceIds: ['a', 'b'] },
      expected: true,
    },
    {
      case: 'no active instance',
      resource: { instances: [open('a')], activeInstanceIds: [] },
      expected: false,
    },
    { case: 'no instances at all', resource: { instances: [] }, expected: false },
    {
      case: 'the edited instance open',
      resource: { instances: [frozen('a'), open('b')], instanceId: 'b' },
      expected: true,
    },
    {
      case: 'the edited instance frozen while another is open',
      resource: { instances: [frozen('a'), open('b')], instanceId: 'a' },
      expected: false,
    },
    {
      case: 'the edited instance unknown',
      resource: { instances: [open('a')], instanceId: 'z' },
      expected: false,
    },
  ])('an editor with $case: $expected', ({ resource, expected }) => {
    expect(can({ role: 'editor' }, 'calculatorResults', resource)).toBe(expected);
  });

  it.each([
    { role: 'viewer', expected: false },
    { role: 'editor', expected: true },
    { role: 'admin', expected: true },
    { role: 'owner', expected: true },
    { role: 'sitewide-admin', expected: true },
    { role: undefined, expected: false },
  ])('needs editor: $role gets $expected on an open instance', ({ role, expected }) => {
    expect(can({ role }, 'calculatorResults', { instances: [open('a')] })).toBe(expected);
  });

  it('does not let even a sitewide admin modify a frozen instance', () => {
    expect(
      can({ role: undefined, isSitewideAdmin: true }, 'calculatorResults', { instances: [frozen('a')] }),
    ).toBe(false);
  });

  it('fails closed when the resource is missing', () => {
    // @ts-expect-error the type requires the calculator; plain-JS or cast callers still get false
    expect(can({ role: 'owner' }, 'calculatorResults')).toBe(false);
  });
});

describe('calculatorInstanceInvites', () => {
  it.each([
    { role: 'viewer', isGroup: false, expected: false },
    { role: 'editor', isGroup: false, expected: true },
    { role: 'editor', isGroup: true, expected: false },
    { role: 'owner', isGroup: false, expected: true },
    { role: 'owner', isGroup: true, expected: false },
    { role: 'sitewide-admin', isGroup: true, expected: false },
  ])('$role viewing a group: $isGroup gets $expected', ({ role, isGroup, expected }) => {
    expect(can({ role }, 'calculatorInstanceInvites', { isGroup })).toBe(expected);
  });

  it('fails closed when the resource is missing', () => {
    // @ts-expect-error the type requires the view
    expect(can({ role: 'owner' }, 'calculatorInstanceInvites')).toBe(false);
  });
});

describe('calculatorInstanceEngageTab and pageSettingsSolutions', () => {
  it.each([
    { role: 'viewer', engage: false, solutions: false },
    { role: 'editor', engage: false, solutions: false },
    { role: 'admin', engage: true, solutions: true },
    { role: 'owner', engage: true, solutions: true },
    { role: 'sitewide-admin', engage: true, solutions: true },
    { role: 'unknown', engage: false, solutions: false },
  ])('$role: Engage tab $engage, Solutions link $solutions', ({ role, engage, solutions }) => {
    expect(can({ role }, 'calculatorInstanceEngageTab')).toBe(engage);
    expect(can({ role }, 'pageSettingsSolutions')).toBe(solutions);
  });

  it('shows the Solutions link to an editor with the platform flag', () => {
    expect(can({ role: 'editor', isSitewideAdmin: true }, 'pageSettingsSolutions')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkOwnerChange,
  checkRoleGrant,
  type MembershipTarget,
  type RoleGrant,
} from './membership-rules.ts';

describe('checkOwnerChange', () => {
  it.each<{ count: number; from: string | undefined; to: MembershipTarget; expected: string }>([
    { count: 1, from: 'owner', to: 'removed', expected: 'LAST_OWNER' },
    { count: 1, from: 'owner', to: 'admin', expected: 'LAST_OWNER' },
    { count: 1, from: 'owner', to: 'viewer', expected: 'LAST_OWNER' },
    { count: 0, from: 'owner', to: 'editor', expected: 'LAST_OWNER' },
    { count: 1, from: 'owner', to: 'owner', expected: 'ok' },
    { count: 2, from: 'owner', to: 'removed', expected: 'ok' },
    { count: 2, from: 'owner', to: 'admin', expected: 'ok' },
    { count: 1, from: 'admin', to: 'removed', expected: 'ok' },
    { count: 1, from: 'admin', to: 'owner', expected: 'ok' },
    { count: 1, from: undefined, to: 'viewer', expected: 'ok' },
  ])('$from → $to with $count owner(s): $expected', ({ count, from, to, expected }) => {
    const result = checkOwnerChange({ currentOwnerCount: count, targetCurrentRole: from, targetNewRole: to });
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });
});

describe('checkRoleGrant', () => {
  it.each<RoleGrant & { expected: string }>([
    { actor: { role: 'owner' }, targetNewRole: 'owner', expected: 'ok' },
    { actor: { role: 'owner' }, targetCurrentRole: 'owner', targetNewRole: 'admin', expected: 'ok' },
    { actor: { role: 'owner' }, targetCurrentRole: 'owner', targetNewRole: 'removed', expected: 'ok' },
    { actor: { role: 'admin' }, targetNewRole: 'owner', expected: 'ROLE_ABOVE_OWN' },
    {
      actor: { role: 'admin' },
      targetCurrentRole: 'viewer',
      targetNewRole: 'owner',
      expected: 'ROLE_ABOVE_OWN',
    },
    { actor: { role: 'admin' }, targetNewRole: 'admin', expected: 'ok' },
    { actor: { role: 'admin' }, targetCurrentRole: 'editor', targetNewRole: 'viewer', expected: 'ok' },
    {
      actor: { role: 'admin' },
      targetCurrentRole: 'owner',
      targetNewRole: 'viewer',
      expected: 'TARGET_ABOVE_OWN',
    },
    {
      actor: { role: 'admin' },
      targetCurrentRole: 'owner',
      targetNewRole: 'removed',
      expected: 'TARGET_ABOVE_OWN',
    },
    { actor: { role: 'editor' }, targetNewRole: 'editor', expected: 'ok' },
    { actor: { role: 'editor' }, targetNewRole: 'admin', expected: 'ROLE_ABOVE_OWN' },
    { actor: { role: 'viewer' }, targetNewRole: 'viewer', expected: 'ok' },
    { actor: { role: undefined }, targetNewRole: 'viewer', expected: 'ROLE_ABOVE_OWN' },
    { actor: { role: 'superuser' }, targetNewRole: 'viewer', expected: 'ROLE_ABOVE_OWN' },
    { actor: { role: 'viewer', isSitewideAdmin: true }, targetNewRole: 'owner', expected: 'ok' },
    {
      actor: { role: undefined, isSitewideAdmin: true },
      targetCurrentRole: 'owner',
      targetNewRole: 'removed',
      expected: 'ok',
    },
    { actor: { role: 'owner' }, targetNewRole: 'sitewide-admin' as never, expected: 'ROLE_NOT_ASSIGNABLE' },
    {
      actor: { isSitewideAdmin: true, role: 'owner' },
      targetNewRole: 'god' as never,
      expected: 'ROLE_NOT_ASSIGNABLE',
    },
  ])(
    '$actor.role (platform flag: $actor.isSitewideAdmin) turning $targetCurrentRole into $targetNewRole: $expected',
    ({ expected, ...grant }) => {
      const result = checkRoleGrant(grant);
      expect(result.ok ? 'ok' : result.code).toBe(expected);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { pickSafeRedirect } from './redirect.ts';

describe('pickSafeRedirect', () => {
  it.each([
    [null, '/dashboard/calculator'],
    ['/dashboard/calculator/form/i/7?x=1', '/dashboard/calculator/form/i/7?x=1'],
    ['https://evil.example', '/dashboard/calculator'],
    ['//evil.example/path', '/dashboard/calculator'],
    ['/\\evil.example', '/dashboard/calculator'],
    ['javascript:alert(1)', '/dashboard/calculator'],
  ])('%j goes to %s', (input, expected) => {
    expect(pickSafeRedirect(input)).toBe(expected);
  });
});

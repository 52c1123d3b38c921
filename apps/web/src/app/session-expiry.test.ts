import { describe, expect, it } from 'vitest';
import { buildLoginRedirect } from './session-expiry.ts';

describe('buildLoginRedirect', () => {
  it('keeps the whole current location as redirectPath', () => {
    expect(
      buildLoginRedirect({ pathname: '/dashboard/calculator/form/i/42', search: '?tab=2', hash: '#energy' }),
    ).toBe('/login?redirectPath=%2Fdashboard%2Fcalculator%2Fform%2Fi%2F42%3Ftab%3D2%23energy');
  });
});

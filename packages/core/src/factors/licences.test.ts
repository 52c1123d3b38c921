import { describe, expect, it } from 'vitest';
import { describeLicence } from './licences.ts';

describe('describeLicence', () => {
  it.each([
    ['OGL-3.0', 'Open Government Licence v3.0'],
    [
      'US-Gov-Public-Domain AND CC0-1.0',
      'U.S. Government work (public domain) and CC0 1.0 Universal (public domain dedication)',
    ],
    ['Some-Other-1.0', 'Some-Other-1.0'],
  ])('%s reads %s', (code, name) => {
    expect(describeLicence(code)).toBe(name);
  });
});

import { describe, expect, it } from 'vitest';
import { createSaveKeys } from './save-keys.ts';

describe('createSaveKeys', () => {
  const counter = () => {
    let next = 0;
    return () => `key-${++next}`;
  };

  it('gives every save its own key', () => {
    const keys = createSaveKeys(counter());
    expect(keys.keyFor({ rows: [1] })).toBe('key-1');
    expect(keys.keyFor({ rows: [2] })).toBe('key-2');
  });

  it('reuses the key of an unanswered save sent again, so the server can replay it', () => {
    const keys = createSaveKeys(counter());
    const first = keys.keyFor({ rows: [1] });
    expect(keys.keyFor({ rows: [1] })).toBe(first);
  });

  it('starts a new key once the server answered', () => {
    const keys = createSaveKeys(counter());
    const first = keys.keyFor({ rows: [1] });
    keys.settle({ rows: [1] });
    expect(keys.keyFor({ rows: [1] })).not.toBe(first);
  });
});

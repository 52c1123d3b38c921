import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toast-queue.ts';

describe('the toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes a toast after 4 seconds by default', () => {
    const queue = createToastQueue();
    queue.show({ message: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(queue.visible().map((toast) => toast.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(queue.visible()).toEqual([]);
  });

  it('keeps a toast for its own ttl in seconds', () => {
    const queue = createToastQueue();
    queue.show({ message: 'Copied', ttlSeconds: 2 });
    vi.advanceTimersByTime(2000);
    expect(queue.visible()).toEqual([]);
  });

  it('shows three at a time and starts the next one’s clock when it appears', () => {
    const queue = createToastQueue();
    for (const message of ['a', 'b', 'c', 'd']) queue.show({ message });
    expect(queue.visible().map((toast) => toast.message)).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(4000);
    expect(queue.visible().map((toast) => toast.message)).toEqual(['d']);
    vi.advanceTimersByTime(3999);
    expect(queue.visible().map((toast) => toast.message)).toEqual(['d']);
    vi.advanceTimersByTime(1);
    expect(queue.visible()).toEqual([]);
  });

  it('can be dismissed early', () => {
    const queue = createToastQueue();
    const id = queue.show({ message: 'x', tone: 'error' });
    expect(queue.visible()[0]?.tone).toBe('error');
    queue.dismiss(id);
    expect(queue.visible()).toEqual([]);
  });
});

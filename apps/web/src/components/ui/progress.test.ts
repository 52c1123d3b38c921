import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './progress.ts';

describe('the progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 0 and grows by 0.05 every 250 ms', () => {
    const progress = createProgress();
    progress.start();
    expect(progress.store.get()).toEqual({ isVisible: true, value: 0 });
    vi.advanceTimersByTime(250);
    expect(progress.store.get().value).toBeCloseTo(0.05, 10);
    vi.advanceTimersByTime(1000);
    expect(progress.store.get().value).toBeCloseTo(0.25, 10);
  });

  it('does not reach the end until the work is done, then finishes above 1 and hides', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(60_000);
    expect(progress.store.get().value).toBeLessThan(1);
    progress.done();
    expect(progress.store.get().value).toBeGreaterThan(1);
    vi.advanceTimersByTime(300);
    expect(progress.store.get().isVisible).toBe(false);
  });

  it('runs while any of several pieces of work is under way', () => {
    const progress = createProgress();
    progress.start();
    progress.track(2);
    progress.done();
    expect(progress.store.get().value).toBeLessThan(1);
    progress.track(0);
    expect(progress.store.get().value).toBeGreaterThan(1);
  });
});

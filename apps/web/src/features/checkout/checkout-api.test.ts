import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS, pollPayment } from './checkout-api.ts';

const answer = (status: 'succeeded' | 'processing' | 'failed') => ({ status, product: 'workforce' as const });

describe('pollPayment', () => {
  it('asks 10 times, 2.5 s apart, and gives up as failed while the payment keeps processing', async () => {
    const confirm = vi.fn(async () => answer('processing'));
    const sleep = vi.fn(async () => {});
    const result = await pollPayment(confirm, { sleep });
    expect(PAYMENT_POLL_ATTEMPTS).toBe(10);
    expect(confirm).toHaveBeenCalledTimes(10);
    expect(sleep).toHaveBeenCalledTimes(9);
    expect(sleep).toHaveBeenCalledWith(PAYMENT_POLL_INTERVAL_MS);
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(2500);
    expect(result).toEqual({ status: 'failed', product: 'workforce' });
  });

  it('stops at the first success', async () => {
    const confirm = vi
      .fn()
      .mockResolvedValueOnce(answer('processing'))
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(answer('succeeded'));
    const result = await pollPayment(confirm, { sleep: async () => {} });
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(result.status).toBe('succeeded');
  });

  it('stops at a failed payment and when the page is left', async () => {
    const failed = vi.fn(async () => answer('failed'));
    expect((await pollPayment(failed, { sleep: async () => {} })).status).toBe('failed');
    expect(failed).toHaveBeenCalledTimes(1);
    const never = vi.fn(async () => answer('processing'));
    expect((await pollPayment(never, { isCancelled: () => true })).status).toBe('cancelled');
    expect(never).not.toHaveBeenCalled();
  });
});

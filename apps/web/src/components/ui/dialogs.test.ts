import { describe, expect, it } from 'vitest';
import { createDialogs } from './dialogs.ts';

describe('dialogs', () => {
  it('resolves a confirmation with the choice and closes it', async () => {
    const dialogs = createDialogs();
    const answer = dialogs.confirm({ title: 'Delete?' });
    const open = dialogs.current();
    expect(open).toMatchObject({ kind: 'confirm', title: 'Delete?' });
    if (open?.kind !== 'confirm') throw new Error('expected a confirmation');
    open.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(dialogs.current()).toBeUndefined();
  });

  it('shows one popup at a time in the order asked', async () => {
    const dialogs = createDialogs();
    const first = dialogs.warn({ title: 'First' });
    const second = dialogs.confirm({ title: 'Second' });
    expect(dialogs.current()?.title).toBe('First');
    dialogs.current()?.resolve(false as never);
    await first;
    expect(dialogs.current()?.title).toBe('Second');
    const current = dialogs.current();
    if (current?.kind === 'confirm') current.resolve(false);
    await expect(second).resolves.toBe(false);
  });

  it('makes warnings dismissable unless told otherwise', () => {
    const dialogs = createDialogs();
    void dialogs.warn({ title: 'a' });
    expect(dialogs.current()).toMatchObject({ isDismissable: true });
    const strict = createDialogs();
    void strict.warn({ title: 'b', isDismissable: false });
    expect(strict.current()).toMatchObject({ isDismissable: false });
  });
});

import { AppError } from '../../http/app-error.ts';

export const FROZEN_MESSAGE = 'This year is frozen. Ask an admin to unfreeze it before changing its data.';

/** Refuses a change to a frozen instance (spec section 4, "Frozen"); `path` names the field that points at it. */
export function assertNotFrozen(instance: { isFrozen: boolean }, path = 'instance'): void {
  if (instance.isFrozen) {
    throw new AppError('INSTANCE_FROZEN', FROZEN_MESSAGE, [{ path, message: 'validation.frozen' }]);
  }
}

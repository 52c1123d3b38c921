import type { Instance } from '@carbon-ledger/core';

/** True when every active instance's form group hides Impact (spec: hiddenUI.impact). */
export function isImpactHiddenFor(instances: readonly Instance[] | undefined): boolean {
  return (
    instances !== undefined &&
    instances.length > 0 &&
    instances.every((instance) => instance.formGroup.hiddenUI.impact)
  );
}

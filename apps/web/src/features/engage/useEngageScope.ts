import { useCalculatorScope } from '../calculator/shell/calculator-scope.ts';
import type { EngageReportScope } from './engage-api.ts';
import { isEngageHiddenFor } from './engage-paths.ts';

/** The calculator scope as engage reports see it: the route target, the report scope and the labels. */
export function useEngageScope() {
  const scope = useCalculatorScope();
  const groupId = scope.kind === 'group' ? (scope.group?._id ?? null) : null;
  const target = { kind: scope.kind, id: groupId ?? scope.instanceIds[0] ?? '' };
  const reportScope: EngageReportScope = { instances: scope.instanceIds, group: groupId };
  return {
    calculator: scope,
    target,
    reportScope,
    isHidden: isEngageHiddenFor(scope.setup.instances),
  };
}

import type { Capability } from './capabilities.ts';

/**
 * Permissions checked by role and by the state of what is acted on (spec section 6). Each one
 * takes its minimum role from a capability of the table so the role lives in one place only.
 */
export const NAMED_PERMISSION_CAPABILITIES = {
  /** Modify results: the instance must not be frozen, and not every active instance frozen. */
  calculatorResults: 'calculatorResults',
  /** The Engage tab of a calculator instance. */
  calculatorInstanceEngageTab: 'engageTab',
  /** The Invite button: only when viewing a single instance, not a group. */
  calculatorInstanceInvites: 'instanceInvites',
  /** The Solutions link: Settings → Solutions, the custom solutions and licence details (admins, spec section 6). */
  pageSettingsSolutions: 'settingsCustomSolutions',
} as const satisfies Record<string, Capability>;

export type NamedPermission = keyof typeof NAMED_PERMISSION_CAPABILITIES;

export const NAMED_PERMISSIONS = Object.keys(NAMED_PERMISSION_CAPABILITIES) as readonly NamedPermission[];

/** Anything `can` answers: a capability of the table or a named permission. */
export type Permission = Capability | NamedPermission;

/** The part of an instance the freeze rule looks at (`general.isFrozen`). */
export type FreezableInstance = {
  readonly id: string;
  readonly isFrozen: boolean;
};

/** What `calculatorResults` needs to know about the calculator being edited. */
export type CalculatorResultsResource = {
  /** The instances open in the calculator. */
  readonly instances: readonly FreezableInstance[];
  /** Which of them are active; all of them when omitted. */
  readonly activeInstanceIds?: readonly string[];
  /** The instance whose results change; omit to ask whether the calculator is editable at all. */
  readonly instanceId?: string;
};

/** What `calculatorInstanceInvites` needs: whether a group rather than one instance is viewed. */
export type InstanceViewResource = {
  readonly isGroup: boolean;
};

/** The context each permission needs; permissions not listed need none. */
export type PermissionResources = {
  readonly calculatorResults: CalculatorResultsResource;
  readonly calculatorInstanceInvites: InstanceViewResource;
};

/** Tells whether a string is one of the named permissions. */
export function isNamedPermission(value: unknown): value is NamedPermission {
  return typeof value === 'string' && Object.hasOwn(NAMED_PERMISSION_CAPABILITIES, value);
}

/**
 * Checks the non-role condition of a named permission. A missing context fails, so a caller
 * that forgets to pass the instance cannot modify a frozen one by accident.
 */
export function isNamedPermissionConditionMet(permission: NamedPermission, resource: unknown): boolean {
  switch (permission) {
    case 'calculatorResults':
      return isCalculatorEditable(resource as CalculatorResultsResource | undefined);
    case 'calculatorInstanceInvites': {
      const view = resource as InstanceViewResource | undefined;
      return view?.isGroup === false;
    }
    case 'calculatorInstanceEngageTab':
    case 'pageSettingsSolutions':
      return true;
    default: {
      const unhandled: never = permission;
      throw new Error(`Unhandled permission ${String(unhandled)}`);
    }
  }
}

function isCalculatorEditable(resource: CalculatorResultsResource | undefined): boolean {
  if (!resource || !Array.isArray(resource.instances)) return false;
  const { instances, activeInstanceIds, instanceId } = resource;
  const active = activeInstanceIds
    ? instances.filter((instance) => activeInstanceIds.includes(instance.id))
    : instances;
  // `every` is true for an empty list; no active instance means nothing to edit, hence the length check.
  if (active.length === 0 || active.every((instance) => instance.isFrozen !== false)) return false;
  if (instanceId === undefined) return true;
  const target = instances.find((instance) => instance.id === instanceId);
  return target?.isFrozen === false;
}

/**
 * What an invite to a calculator instance grants: whole sections or single option groups of the
 * instance's form. The server restricts reads and writes with these functions and the public form
 * shows the same parts, so both always agree on what an invitee may see.
 */

/** One granted part of a form: a section (with everything below it) or one option group. */
export type InviteGrant = { readonly kind: 'section' | 'optionGroup'; readonly id: string };

/** How far the invitee got in a granted part (spec section 4, "Notification status"). */
export type InviteItemStatus = 'no-data' | 'in-progress' | 'complete';

type GrantOption = { readonly id: string; readonly children?: readonly GrantOption[] | undefined };
type GrantGroup = { readonly id: string; readonly options: readonly GrantOption[] };
/** The shape shared by form definitions and served forms that grants are resolved on. */
export type GrantSection = {
  readonly id: string;
  readonly optionGroups?: readonly GrantGroup[] | undefined;
  readonly sections?: readonly GrantSection[] | undefined;
};

/** The key of a grant, unique within an invite. */
export function getInviteGrantKey(grant: InviteGrant): string {
  return `${grant.kind}:${grant.id}`;
}

function collectOptionIds(options: readonly GrantOption[], into: string[]): string[] {
  for (const option of options) {
    into.push(option.id);
    collectOptionIds(option.children ?? [], into);
  }
  return into;
}

function collectSectionOptionIds(section: GrantSection, into: string[]): string[] {
  for (const group of section.optionGroups ?? []) collectOptionIds(group.options, into);
  for (const child of section.sections ?? []) collectSectionOptionIds(child, into);
  return into;
}

/**
 * Maps each grant (by `getInviteGrantKey`) to the option ids it covers, child options included.
 * A grant whose section or group is not in the form covers nothing.
 *
 * @example listOptionIdsPerGrant(form.sections, [{ kind: 'optionGroup', id: 'electricity' }])
 */
export function listOptionIdsPerGrant(
  sections: readonly GrantSection[],
  grants: readonly InviteGrant[],
): Map<string, string[]> {
  const byKey = new Map<string, string[]>(grants.map((grant) => [getInviteGrantKey(grant), []]));
  const visit = (list: readonly GrantSection[]) => {
    for (const section of list) {
      const sectionIds = byKey.get(getInviteGrantKey({ kind: 'section', id: section.id }));
      if (sectionIds) collectSectionOptionIds(section, sectionIds);
      for (const group of section.optionGroups ?? []) {
        const groupIds = byKey.get(getInviteGrantKey({ kind: 'optionGroup', id: group.id }));
        if (groupIds) collectOptionIds(group.options, groupIds);
      }
      visit(section.sections ?? []);
    }
  };
  visit(sections);
  return byKey;
}

/** Every option id any of the grants covers: what an invitee may read and write. */
export function listGrantedOptionIds(
  sections: readonly GrantSection[],
  grants: readonly InviteGrant[],
): Set<string> {
  return new Set([...listOptionIdsPerGrant(sections, grants).values()].flat());
}

/**
 * The form as an invitee sees it: granted sections whole, and of other sections only the sub-sections
 * and option groups that hold a grant (so the path to a granted option group stays visible).
 */
export function restrictSectionsToGrants<S extends GrantSection>(
  sections: readonly S[],
  grants: readonly InviteGrant[],
): S[] {
  const sectionIds = new Set(grants.filter((grant) => grant.kind === 'section').map((grant) => grant.id));
  const groupIds = new Set(grants.filter((grant) => grant.kind === 'optionGroup').map((grant) => grant.id));
  const restrict = (list: readonly S[]): S[] =>
    list.flatMap((section) => {
      if (sectionIds.has(section.id)) return [section];
      const optionGroups = (section.optionGroups ?? []).filter((group) => groupIds.has(group.id));
      const children = restrict((section.sections ?? []) as readonly S[]);
      if (optionGroups.length === 0 && children.length === 0) return [];
      return [{ ...section, optionGroups, sections: children }];
    });
  return restrict(sections);
}

/**
 * The status of one granted part from its top-level rows: no rows is no-data, every row marked
 * complete (or the invitee marked the part done) is complete, anything else in progress.
 */
export function deriveInviteItemStatus(
  rows: readonly { readonly isMarkedComplete: boolean }[],
  isMarkedDone: boolean,
): InviteItemStatus {
  if (isMarkedDone) return 'complete';
  if (rows.length === 0) return 'no-data';
  return rows.every((row) => row.isMarkedComplete) ? 'complete' : 'in-progress';
}

/**
 * The status of one granted ESG disclosure, as a section's follows its rows: nothing answered (and not
 * stated not material) is no-data, a complete disclosure (every datapoint answered, or not material) or
 * one the invitee marked done is complete, anything else in progress.
 */
export function deriveDisclosureInviteStatus(
  disclosure: {
    readonly completion: { readonly answered: number; readonly isComplete: boolean };
    readonly isNotMaterial: boolean;
  },
  isMarkedDone: boolean,
): InviteItemStatus {
  if (isMarkedDone || disclosure.completion.isComplete) return 'complete';
  if (disclosure.completion.answered === 0 && !disclosure.isNotMaterial) return 'no-data';
  return 'in-progress';
}

import {
  deriveInviteItemStatus,
  type InviteGrant,
  type InviteItem,
  listOptionIdsPerGrant,
  presentForm,
  type ServedForm,
  type ServedSection,
} from '@carbon-ledger/core';
import type { Queryable } from '../calculator/queries.ts';
import { loadFormResolver } from '../calculator-custom-form/form-resolver.ts';
import { ESG_FORM_TYPE, loadEsgInviteItems } from './esg-invites.ts';
import { type InviteItemRow, listItemsOfInvites, listRowStates } from './queries.ts';

/** What the statuses of an invite need to know about its instance. */
export type InviteInstanceSource = {
  inviteId: string;
  instanceId: string;
  containerId: string;
  formType: string;
};

/** The grants of stored items. */
export function toGrants(rows: readonly InviteItemRow[]): InviteGrant[] {
  return rows
    .flatMap((row) => (row.kind === 'disclosure' ? [] : [row]))
    .map((row) => ({
      kind: row.kind === 'optionGroup' ? 'optionGroup' : 'section',
      id: row.itemId,
    }));
}

/** The label of a granted section or option group in the served form ('' when it left the form). */
export function findGrantTitle(sections: readonly ServedSection[], grant: InviteGrant): string {
  for (const section of sections) {
    if (grant.kind === 'section' && section.id === grant.id) return section.label;
    if (grant.kind === 'optionGroup') {
      const group = section.optionGroups.find((candidate) => candidate.id === grant.id);
      if (group) return group.label;
    }
    const nested = findGrantTitle(section.sections, grant);
    if (nested) return nested;
  }
  return '';
}

/** The items of one invite with their titles and statuses, from the rows of its instance. */
export function describeInviteItems(
  form: ServedForm,
  rows: readonly InviteItemRow[],
  rowStates: readonly { formOptionId: string; isMarkedComplete: boolean }[],
): InviteItem[] {
  const grants = toGrants(rows);
  const optionIdsPerGrant = listOptionIdsPerGrant(form.sections, grants);
  return rows.map((row, index) => {
    const grant = grants[index] as InviteGrant;
    const optionIds = new Set(optionIdsPerGrant.get(`${grant.kind}:${grant.id}`) ?? []);
    const covered = rowStates.filter((state) => optionIds.has(state.formOptionId));
    return {
      kind: grant.kind,
      id: grant.id,
      title: findGrantTitle(form.sections, grant) || grant.id,
      deadline: row.deadline,
      status: deriveInviteItemStatus(covered, row.markedDoneAt !== null),
      isMarkedDone: row.markedDoneAt !== null,
    };
  });
}

/**
 * The items of many invites at once: one query for the items, one for the forms, one for the rows, so a
 * page of Assignments costs the same few queries however long it is.
 */
export async function loadInviteItems(
  db: Queryable,
  companyId: string,
  allSources: readonly InviteInstanceSource[],
  lang: 'en' | 'de',
): Promise<Map<string, InviteItem[]>> {
  // An ESG year's invites grant disclosures: their statuses follow the disclosures' completion.
  const esg = await loadEsgInviteItems(
    db,
    companyId,
    allSources.filter((source) => source.formType === ESG_FORM_TYPE),
    lang,
  );
  const sources = allSources.filter((source) => source.formType !== ESG_FORM_TYPE);
  const itemsByInvite = await listItemsOfInvites(
    db,
    companyId,
    sources.map((source) => source.inviteId),
  );
  const resolve = await loadFormResolver(db, companyId, sources);
  const forms = new Map(sources.map((source) => [source.inviteId, presentForm(resolve(source), lang)]));
  const optionIds = sources.flatMap((source) => {
    const form = forms.get(source.inviteId);
    const grants = toGrants(itemsByInvite.get(source.inviteId) ?? []);
    return form ? [...listOptionIdsPerGrant(form.sections, grants).values()].flat() : [];
  });
  const states = await listRowStates(
    db,
    companyId,
    [...new Set(sources.map((source) => source.instanceId))],
    optionIds,
  );
  const result = new Map<string, InviteItem[]>(esg);
  for (const source of sources) {
    const form = forms.get(source.inviteId);
    if (!form) continue;
    const ofInstance = states.filter((state) => state.instanceId === source.instanceId);
    result.set(
      source.inviteId,
      describeInviteItems(form, itemsByInvite.get(source.inviteId) ?? [], ofInstance),
    );
  }
  return result;
}

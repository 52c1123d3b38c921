import {
  type InviteGrant,
  type InviteSetupResponse,
  listGrantedOptionIds,
  type ManageResultsResponse,
  type PublicInvite,
  presentForm,
  restrictSectionsToGrants,
  type ServedForm,
} from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadInstancesSetup } from '../calculator/instance-setup-service.ts';
import { presentResult } from '../calculator/presenter.ts';
import { type Queryable, requireInstance } from '../calculator/queries.ts';
import { listSectionResults } from '../calculator/result-queries.ts';
import { type ManageResultsInput, manageResults } from '../calculator/result-service.ts';
import { resolveForm } from '../calculator-custom-form/form-resolver.ts';
import type { InviteAccess } from './invite-access.ts';
import { loadInviteItems } from './invite-items.ts';
import { presentPublicInvite } from './presenter.ts';
import { listResultOptions, touchInviteInput } from './queries.ts';
import {
  addProgress,
  addTotal,
  buildRestrictedTotals,
  restrictSectionFigures,
} from './restricted-figures.ts';

type Lang = 'en' | 'de';
// Anything outside the invite reads as unknown: the holder of a link learns nothing about the rest.
const notFound = () => new AppError('NOT_FOUND', 'No such year or result.');

async function loadGrants(db: Queryable, access: InviteAccess, lang: Lang) {
  const instance = await requireInstance(db, access.companyId, access.instanceId);
  const items =
    (
      await loadInviteItems(
        db,
        access.companyId,
        [
          {
            inviteId: access.invite.id,
            instanceId: instance.id,
            containerId: instance.containerId,
            formType: instance.formType,
          },
        ],
        lang,
      )
    ).get(access.invite.id) ?? [];
  // A token reaches calculator years only (an ESG year's invite opens no public form): no disclosures here.
  const grants: InviteGrant[] = items.flatMap((item) =>
    item.kind === 'disclosure' ? [] : [{ kind: item.kind, id: item.id }],
  );
  return { instance, items, grants };
}

/** The invite a token opens, with its granted parts' statuses. */
export async function loadPublicInvite(
  db: Queryable,
  access: InviteAccess,
  lang: Lang,
): Promise<PublicInvite> {
  const { items } = await loadGrants(db, access, lang);
  return presentPublicInvite(access.invite, access.companyName, items);
}

/** The only instance an invite reaches; any other id (or more than one) is unknown. */
function requireInvitedInstances(access: InviteAccess, ids: readonly string[]): void {
  if (ids.length === 0 || ids.some((id) => id !== access.instanceId)) throw notFound();
}

function restrictForm(form: ServedForm, grants: readonly InviteGrant[]): ServedForm {
  return { ...form, sections: restrictSectionsToGrants(form.sections, grants) };
}

/** `instances/setup` with a token: the form, figures and progress of the granted parts only. */
export async function loadInviteSetup(
  db: Queryable,
  access: InviteAccess,
  instanceIds: readonly string[],
  lang: Lang,
): Promise<InviteSetupResponse> {
  requireInvitedInstances(access, instanceIds);
  const { items, grants } = await loadGrants(db, access, lang);
  const setup = await loadInstancesSetup(db, access.companyId, [access.instanceId], lang);
  const form = restrictForm(setup.form, grants);
  const optionIds = listGrantedOptionIds(form.sections, grants);
  const sectionTotals = restrictSectionFigures(
    form.sections,
    grants,
    setup.formSectionAggregations,
    addTotal,
  );
  const progress = restrictSectionFigures(form.sections, grants, setup.sectionProgress, addProgress);
  return {
    ...setup,
    aggregatedResults: buildRestrictedTotals(access.instanceId, form.sections, sectionTotals, progress),
    formSectionAggregations: sectionTotals,
    formSectionLocationBasedAggregations: restrictSectionFigures(
      form.sections,
      grants,
      setup.formSectionLocationBasedAggregations,
      addTotal,
    ),
    sectionProgress: progress,
    topSources: setup.topSources.filter((source) => optionIds.has(source.formOptionId)),
    invitedSectionIds: grants.filter((grant) => grant.kind === 'section').map((grant) => grant.id),
    invitedOptionGroupIds: grants.filter((grant) => grant.kind === 'optionGroup').map((grant) => grant.id),
    form,
    invite: presentPublicInvite(access.invite, access.companyName, items),
  };
}

/** `forms/retrieve` with a token: the invited instance's form, restricted; any other form is unknown. */
export async function retrieveInviteForm(
  db: Queryable,
  access: InviteAccess,
  request: { formGroup: string; container?: string | undefined; lang: Lang },
): Promise<ServedForm> {
  const { instance, grants } = await loadGrants(db, access, request.lang);
  if (request.formGroup !== instance.formType) throw notFound();
  if (request.container !== undefined && request.container !== instance.containerId) throw notFound();
  const form = presentForm(await resolveForm(db, access.companyId, instance), request.lang);
  return restrictForm(form, grants);
}

/** `results/form/list` with a token: the section's rows of granted options of the invited instance. */
export async function listInviteSectionResults(
  db: Queryable,
  access: InviteAccess,
  instanceIds: readonly string[],
  query: { c1?: string | undefined; c2?: string | undefined; c3?: string | undefined },
) {
  requireInvitedInstances(access, instanceIds);
  const { instance, grants } = await loadGrants(db, access, 'en');
  const form = presentForm(await resolveForm(db, access.companyId, instance), 'en');
  const optionIds = listGrantedOptionIds(form.sections, grants);
  const { parents, children } = await listSectionResults(db, access.companyId, [access.instanceId], query);
  const visibleParents = parents.filter((row) => optionIds.has(row.formOptionId));
  const parentIds = new Set(visibleParents.map((row) => row.id));
  return {
    parentResults: visibleParents.map(presentResult),
    childResults: children.filter((row) => row.parentId && parentIds.has(row.parentId)).map(presentResult),
  };
}

/**
 * `results/manage` with a token: every row created, changed or deleted must belong to the invited
 * instance and to a granted option (children included); then the calculator's own save runs, with its
 * frozen check and figures. The answer's section figures are restricted like the setup's.
 */
export async function manageInviteResults(
  db: Database,
  access: InviteAccess,
  request: ManageResultsInput,
): Promise<ManageResultsResponse> {
  const { toCreate, toUpdate, toDelete } = request.results;
  const { instance, grants } = await loadGrants(db, access, 'en');
  const form = restrictForm(presentForm(await resolveForm(db, access.companyId, instance), 'en'), grants);
  const optionIds = listGrantedOptionIds(form.sections, grants);
  for (const row of [...toCreate, ...toUpdate]) {
    if (row.instance !== access.instanceId) throw notFound();
    if (
      !optionIds.has(row.formOptionId) ||
      row.children.some((child) => !optionIds.has(child.formOptionId))
    ) {
      throw notFound();
    }
  }
  const storedIds = [
    ...toUpdate.flatMap((row) => [
      row._id,
      ...row.children.flatMap((child) => (child._id ? [child._id] : [])),
    ]),
    ...toDelete,
  ];
  const stored = await listResultOptions(db, access.companyId, storedIds);
  if (stored.length !== new Set(storedIds).size) throw notFound();
  if (stored.some((row) => row.instanceId !== access.instanceId || !optionIds.has(row.formOptionId))) {
    throw notFound();
  }
  const answer = await manageResults(db, access.companyId, {
    ...request,
    aggregateFormSectionsForInstances: [access.instanceId],
  });
  await touchInviteInput(db, access.companyId, access.invite.id, new Date());
  return {
    ...answer,
    formSectionAggregations: restrictSectionFigures(
      form.sections,
      grants,
      answer.formSectionAggregations,
      addTotal,
    ),
  };
}

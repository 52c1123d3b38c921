import {
  ESG_FORM_FAMILIES,
  ESRS_DISCLOSURE_CODES,
  type EsgFormFamily,
  type EsgGroupDashboardResponse,
  type PublicEsgGroupDashboard,
  VSME_DISCLOSURE_CODES,
} from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { esgGroupDashboards } from '../../db/schema/esg-group-dashboards.ts';
import { companies } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import { presentGroup } from '../calculator/presenter.ts';
import {
  listContainers,
  listInstancesOfContainers,
  type Queryable,
  requireGroup,
} from '../calculator/queries.ts';
import {
  changeDashboard,
  type DashboardKind,
  lockDashboard,
  presentDashboardState,
  publishDashboard,
  readPublishedDashboard,
  storedIn,
  UNLOCKED,
  UNPUBLISHED,
} from './dashboard-lifecycle.ts';
import { buildPublicEsgDashboard, orderChosenDisclosures } from './dashboard-service.ts';
import { findEsgFamily } from './queries.ts';
import { loadEsgYearForm } from './service.ts';

type DashboardRow = typeof esgGroupDashboards.$inferSelect;
/** Stored choices are checked at publish; a code no longer in a catalogue is left out, not refused. */
const ALL_CODES: ReadonlySet<string> = new Set([...VSME_DISCLOSURE_CODES, ...ESRS_DISCLOSURE_CODES]);
type Actor = { companyId: string; userId: string };

/** The ESG years of the group's ESG projects, earliest first (then by project name). */
async function listGroupEsgYears(db: Queryable, companyId: string, containerIds: readonly string[]) {
  const instances = await listInstancesOfContainers(db, companyId, containerIds);
  return instances
    .filter((instance) => instance.containerType === 'esg')
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        a.containerName.localeCompare(b.containerName) ||
        a.id.localeCompare(b.id),
    );
}

async function loadGroup(db: Queryable, companyId: string, groupId: string) {
  // One after the other: callers pass a transaction, whose queries share one connection.
  const group = await requireGroup(db, companyId, groupId);
  const instances = await listGroupEsgYears(db, companyId, group.containerIds);
  const years: ((typeof instances)[number] & { family: EsgFormFamily })[] = [];
  for (const year of instances) {
    years.push({ ...year, family: await findEsgFamily(db, companyId, year.id) });
  }
  return { group, years };
}

async function present(
  db: Queryable,
  companyId: string,
  groupId: string,
  row: DashboardRow | undefined,
): Promise<EsgGroupDashboardResponse> {
  const { years } = await loadGroup(db, companyId, groupId);
  return {
    dashboard: presentDashboardState(row),
    years: years.map((year) => ({
      _id: year.id,
      projectName: year.containerName,
      startDate: year.startDate,
      endDate: year.endDate,
      family: year.family,
    })),
  };
}

/** A group's dashboard: stored per group, showing each of its ESG years. */
const GROUP_DASHBOARD: DashboardKind<DashboardRow, PublicEsgGroupDashboard> = {
  ...storedIn<DashboardRow>(esgGroupDashboards, esgGroupDashboards.groupId),
  require: requireGroup,
  buildLive,
};

async function readCompanyName(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db
    .select({ brand: companies.brand, company: companies.company })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.brand || row?.company || '';
}

/**
 * The public content of a group: the company, the group's name and, for each ESG year of its ESG
 * projects (earliest first), the chosen disclosures as a year's dashboard shows them — each year read in
 * its family, so a VSME year answers the chosen VSME disclosures and an ESRS year the ESRS ones.
 */
async function buildLive(
  db: Queryable,
  companyId: string,
  groupId: string,
  chosen: readonly string[],
): Promise<PublicEsgGroupDashboard> {
  const { group, years } = await loadGroup(db, companyId, groupId);
  const containers = await listContainers(db, companyId);
  const companyName = await readCompanyName(db, companyId);
  const publicYears: PublicEsgGroupDashboard['years'] = [];
  for (const year of years) {
    const form = await loadEsgYearForm(db, companyId, year.id);
    const content = buildPublicEsgDashboard(form, companyName, chosen, null);
    publicYears.push({
      projectName: content.projectName,
      startDate: content.startDate,
      endDate: content.endDate,
      family: content.family ?? 'vsme',
      disclosures: content.disclosures,
    });
  }
  return {
    companyName,
    groupName: presentGroup(
      group,
      containers.map((container) => container.id),
    ).name,
    disclosures: orderChosenDisclosures(
      chosen.filter((code) => ALL_CODES.has(code)),
      ESG_FORM_FAMILIES,
    ),
    years: publicYears,
    lockedAt: null,
  };
}

/** `GET esg/groups/:id/dashboard`: what the group's dashboard shows, its ESG years, published or locked. */
export async function readEsgGroupDashboard(
  db: Queryable,
  companyId: string,
  groupId: string,
): Promise<EsgGroupDashboardResponse> {
  await requireGroup(db, companyId, groupId);
  return present(db, companyId, groupId, await GROUP_DASHBOARD.read(db, companyId, groupId));
}

/**
 * `PUT esg/groups/:id/dashboard/publish`: shows the chosen disclosures under the public link (kept when
 * published again, drawn anew after an unpublish). The choice may hold VSME disclosures and ESRS
 * disclosure requirements, each for the group's years of that family. A locked dashboard refuses:
 * unlock it first.
 */
export async function publishEsgGroupDashboard(
  db: Database,
  actor: Actor,
  groupId: string,
  disclosures: readonly string[],
): Promise<EsgGroupDashboardResponse> {
  const ordered = orderChosenDisclosures(disclosures, ESG_FORM_FAMILIES);
  return db.transaction(async (tx) => {
    const { years } = await loadGroup(tx, actor.companyId, groupId);
    if (years.length === 0) {
      throw new AppError('CONFLICT', 'The group holds no ESG year: add an ESG project to it first.');
    }
    const row = await publishDashboard(tx, GROUP_DASHBOARD, actor, groupId, ordered);
    return present(tx, actor.companyId, groupId, row);
  });
}

/** `POST .../lock`: freezes the published content as it is now; the public page shows that snapshot. */
export async function lockEsgGroupDashboard(db: Database, actor: Actor, groupId: string) {
  return db.transaction(async (tx) =>
    present(tx, actor.companyId, groupId, await lockDashboard(tx, GROUP_DASHBOARD, actor, groupId)),
  );
}

/** `POST .../unlock`: the public page follows the answers again. */
export async function unlockEsgGroupDashboard(db: Database, actor: Actor, groupId: string) {
  return db.transaction(async (tx) => {
    const row = await changeDashboard(tx, GROUP_DASHBOARD, actor, groupId, UNLOCKED);
    return present(tx, actor.companyId, groupId, row);
  });
}

/** `POST .../unpublish`: the link answers 404 from now on; a later publish draws a new link. */
export async function unpublishEsgGroupDashboard(db: Database, actor: Actor, groupId: string) {
  return db.transaction(async (tx) => {
    const row = await changeDashboard(tx, GROUP_DASHBOARD, actor, groupId, UNPUBLISHED);
    return present(tx, actor.companyId, groupId, row);
  });
}

/** `GET /api/public/esg/g/:publicId`: the published dashboard (the snapshot while locked); 404 otherwise. */
export async function readPublicEsgGroupDashboard(
  db: Queryable,
  publicId: string,
): Promise<PublicEsgGroupDashboard> {
  return readPublishedDashboard(db, GROUP_DASHBOARD, publicId, (row) => row.groupId);
}

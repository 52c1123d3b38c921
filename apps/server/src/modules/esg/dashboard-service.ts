import {
  ESRS_DISCLOSURE_CODES,
  type EsgDashboardState,
  type EsgFormFamily,
  labelChoice,
  type PublicEsgDashboard,
  type PublicEsgDatapoint,
  VSME_DISCLOSURE_CODES,
  type VsmeFormDatapoint,
  type VsmeFormResponse,
} from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { esgDashboards } from '../../db/schema/esg-dashboards.ts';
import { companies } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
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
import { findEsgFamily, requireEsgYear } from './queries.ts';
import { loadEsgYearForm } from './service.ts';

type DashboardRow = typeof esgDashboards.$inferSelect;
type Actor = { companyId: string; userId: string };

/** A year's dashboard: stored per ESG year, showing the year's own form. */
const YEAR_DASHBOARD: DashboardKind<DashboardRow, PublicEsgDashboard> = {
  ...storedIn<DashboardRow>(esgDashboards, esgDashboards.instanceId),
  require: requireEsgYear,
  buildLive,
};

const DISCLOSURE_CODES: Record<EsgFormFamily, readonly string[]> = {
  vsme: VSME_DISCLOSURE_CODES,
  esrs: ESRS_DISCLOSURE_CODES,
};
const FAMILY_NAMES: Record<EsgFormFamily, string> = { vsme: 'VSME disclosure', esrs: 'ESRS disclosure' };

/**
 * The chosen disclosure codes checked against the families a dashboard may show (a year: its own; a
 * group: those of its years), in the families' order (VSME first, then ESRS by standard). An unknown
 * code refuses the whole choice, naming it.
 */
export function orderChosenDisclosures(
  disclosures: readonly string[],
  families: readonly EsgFormFamily[],
): string[] {
  const known = families.flatMap((family) => DISCLOSURE_CODES[family]);
  const unknown = disclosures.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    const what = families.map((family) => FAMILY_NAMES[family]).join(' or ');
    throw new AppError(
      'VALIDATION_FAILED',
      `No ${what} ${unknown.join(', ')}.`,
      unknown.map((code) => ({
        path: `disclosures.${disclosures.indexOf(code)}`,
        message: `No ${what} ${code}.`,
      })),
    );
  }
  return known.filter((code) => disclosures.includes(code));
}

/**
 * The public content of a form: the company, the year and, of the chosen disclosures, the statement and
 * the answered datapoints only — no evidence notes, no ids, no member data. The form is the year's
 * family (VSME or ESRS); chosen codes of the other family match nothing and are not shown.
 */
export function buildPublicEsgDashboard(
  form: VsmeFormResponse,
  companyName: string,
  chosen: readonly string[],
  lockedAt: Date | null,
): PublicEsgDashboard {
  const codes = new Set(chosen);
  return {
    companyName,
    projectName: form.year.containerName,
    startDate: form.year.startDate,
    endDate: form.year.endDate,
    family: form.family ?? 'vsme',
    disclosures: form.disclosures
      .filter((disclosure) => codes.has(disclosure.code))
      .map((disclosure) => ({
        code: disclosure.code,
        ...(disclosure.standard ? { standard: disclosure.standard } : {}),
        isNotMaterial: disclosure.isNotMaterial,
        notMaterialReason: disclosure.isNotMaterial ? disclosure.notMaterialReason : '',
        datapoints: disclosure.isNotMaterial
          ? []
          : disclosure.datapoints.flatMap((datapoint): PublicEsgDatapoint[] => {
              if (!datapoint.answer) return [];
              const answer = datapoint.answer;
              const choiceLabels = answer.kind === 'choice' ? labelChoices(datapoint, answer.value) : [];
              return [
                {
                  code: datapoint.code,
                  label: datapoint.label,
                  type: datapoint.type,
                  isFromCalculator: datapoint.isFromCalculator,
                  answer,
                  choiceLabels,
                },
              ];
            }),
      })),
    lockedAt: lockedAt?.toISOString() ?? null,
  };
}

async function readCompanyName(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db
    .select({ brand: companies.brand, company: companies.company })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.brand || row?.company || '';
}

async function buildLive(db: Queryable, companyId: string, instanceId: string, chosen: readonly string[]) {
  const form = await loadEsgYearForm(db, companyId, instanceId);
  return buildPublicEsgDashboard(form, await readCompanyName(db, companyId), chosen, null);
}

/** `GET esg/years/:id/dashboard`: what the year's dashboard shows and whether it is published or locked. */
export async function readEsgDashboard(
  db: Queryable,
  companyId: string,
  instanceId: string,
): Promise<EsgDashboardState> {
  await requireEsgYear(db, companyId, instanceId);
  return presentDashboardState(await YEAR_DASHBOARD.read(db, companyId, instanceId));
}

/**
 * `PUT esg/years/:id/dashboard/publish`: shows the chosen disclosures under the public link (kept when
 * published again, drawn anew after an unpublish): VSME disclosures for a VSME year, ESRS disclosure
 * requirements for an ESRS year. A locked dashboard refuses: unlock it first.
 */
export async function publishEsgDashboard(
  db: Database,
  actor: Actor,
  instanceId: string,
  disclosures: readonly string[],
): Promise<EsgDashboardState> {
  return db.transaction(async (tx) => {
    await requireEsgYear(tx, actor.companyId, instanceId);
    const family = await findEsgFamily(tx, actor.companyId, instanceId);
    const ordered = orderChosenDisclosures(disclosures, [family]);
    return presentDashboardState(await publishDashboard(tx, YEAR_DASHBOARD, actor, instanceId, ordered));
  });
}

/** `POST .../lock`: freezes the published content as it is now; the public page shows that snapshot. */
export async function lockEsgDashboard(db: Database, actor: Actor, instanceId: string) {
  return db.transaction(async (tx) =>
    presentDashboardState(await lockDashboard(tx, YEAR_DASHBOARD, actor, instanceId)),
  );
}

/** `POST .../unlock`: the public page follows the form's answers again. */
export async function unlockEsgDashboard(db: Database, actor: Actor, instanceId: string) {
  return db.transaction(async (tx) =>
    presentDashboardState(await changeDashboard(tx, YEAR_DASHBOARD, actor, instanceId, UNLOCKED)),
  );
}

/** `POST .../unpublish`: the link answers 404 from now on; a later publish draws a new link. */
export async function unpublishEsgDashboard(db: Database, actor: Actor, instanceId: string) {
  return db.transaction(async (tx) =>
    presentDashboardState(await changeDashboard(tx, YEAR_DASHBOARD, actor, instanceId, UNPUBLISHED)),
  );
}

/** `GET /api/public/esg/:publicId`: the published dashboard (the locked snapshot while locked); 404 otherwise. */
export async function readPublicEsgDashboard(db: Queryable, publicId: string): Promise<PublicEsgDashboard> {
  return readPublishedDashboard(db, YEAR_DASHBOARD, publicId, (row) => row.instanceId);
}

/**
 * The labels of the chosen items in both languages, one per item in order (`labelChoice`: option and
 * list names, NACE codes as written); an id no list knows is shown as it is, never left out.
 */
function labelChoices(datapoint: VsmeFormDatapoint, ids: readonly string[]): { en: string; de: string }[] {
  return ids.map((id) => {
    const label = labelChoice(datapoint.choices, id);
    return label ? { en: label.en, de: label.de } : { en: id, de: id };
  });
}

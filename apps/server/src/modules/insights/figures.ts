import type { WidgetFigures, WidgetSettings, WidgetYearFigures } from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import { aggregateInstances } from '../calculator/aggregation-queries.ts';
import { listInstancesOfContainers, requireContainer } from '../calculator/queries.ts';
import { getInstanceYear } from '../reduction/queries.ts';
import { listTargetsWithProgress } from '../reduction/targets-service.ts';
import { countWorkforce } from '../workforce/queries.ts';

/**
 * The figures a widget is drawn from: the years of its project as Analyze totals them (market-based
 * Scope 2, distribution applied; the years of one calendar year added up), the year's net revenue, the
 * head count entered on the widget or the Workforce list's, and the chosen target with its progress.
 */
export async function loadWidgetFigures(
  db: Database,
  companyId: string,
  settings: WidgetSettings,
): Promise<WidgetFigures> {
  await requireContainer(db, companyId, settings.container);
  const [company] = await db
    .select({ name: companies.company, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND', 'No such company.');
  const instances = await listInstancesOfContainers(db, companyId, [settings.container]);
  const wanted = new Set(settings.years);
  const chosen = instances.filter((instance) => wanted.has(getInstanceYear(instance)));
  const aggregation = await aggregateInstances(
    db,
    companyId,
    chosen.map((instance) => instance.id),
  );
  const byYear = new Map<number, WidgetYearFigures>();
  for (const instance of chosen) {
    const totals = aggregation.aggregatedResults.instances[instance.id];
    if (!totals) continue;
    const year = getInstanceYear(instance);
    const entry = byYear.get(year) ?? emptyYear(year);
    entry.totalKg += totals.totalCo2InKg;
    entry.scope1Kg += totals.totalCo2InKgPerScope[1];
    entry.scope2Kg += totals.totalCo2InKgPerScope[2];
    entry.scope3Kg += totals.totalCo2InKgPerScope[3];
    entry.unscopedKg += totals.unscopedCo2InKg;
    entry.scope2LocationKg +=
      totals.totalLocationBasedCo2InKg - totals.totalCo2InKg + totals.totalCo2InKgPerScope[2];
    if (instance.netRevenue !== null) entry.netRevenue = (entry.netRevenue ?? 0) + instance.netRevenue;
    const energy = totals.energyMixInKwh.marketBased;
    entry.energyKwh.fossil += energy.fossil;
    entry.energyKwh.nuclear += energy.nuclear;
    entry.energyKwh.renewable += energy.renewable;
    byYear.set(year, entry);
  }
  const years = [...byYear.values()].sort((a, b) => a.year - b.year);
  return {
    companyName: company.name,
    currency: company.currency,
    years,
    missingYears: settings.years.filter((year) => !byYear.has(year)).sort((a, b) => a - b),
    headCount: await loadHeadCount(db, companyId, settings),
    target: await loadTarget(db, companyId, settings),
  };
}

function emptyYear(year: number): WidgetYearFigures {
  return {
    year,
    totalKg: 0,
    scope1Kg: 0,
    scope2Kg: 0,
    scope2LocationKg: 0,
    scope3Kg: 0,
    unscopedKg: 0,
    netRevenue: null,
    energyKwh: { fossil: 0, nuclear: 0, renewable: 0 },
  };
}

async function loadHeadCount(db: Database, companyId: string, settings: WidgetSettings) {
  if (settings.kind !== 'intensity' || settings.intensityBasis !== 'employee') return null;
  if (settings.headCount !== null) return { value: settings.headCount, source: 'entered' as const };
  const { employees } = await countWorkforce(db, companyId);
  return employees > 0 ? { value: employees, source: 'workforce' as const } : null;
}

async function loadTarget(db: Database, companyId: string, settings: WidgetSettings) {
  if (settings.kind !== 'target-progress' || settings.target === null) return null;
  const { targets } = await listTargetsWithProgress(db, companyId, {
    kind: 'container',
    id: settings.container,
  });
  const target = targets.find((entry) => entry._id === settings.target);
  if (!target) return null;
  const { baseInstance: _baseInstance, ...withProgress } = target;
  return withProgress;
}

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

type ProjectYears = { years: Map<number, WidgetYearFigures> };

/**
 * Reads widget figures for one request: the company, each project's years (all of them summed once,
 * however many widgets show the project), the Workforce count and each project's targets are read
 * once and shared by every widget drawn in the request.
 */
export function createWidgetFiguresLoader(db: Database, companyId: string) {
  const once = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      cache.set(key, pending);
    }
    return pending;
  };
  const projects = new Map<string, Promise<ProjectYears>>();
  const targets = new Map<string, Promise<Awaited<ReturnType<typeof listTargetsWithProgress>>>>();
  const shared = new Map<'company' | 'employees', Promise<unknown>>();
  const readCompany = async () => {
    const [row] = await db
      .select({ name: companies.company, currency: companies.currency })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw new AppError('NOT_FOUND', 'No such company.');
    return row;
  };
  const company = () => once(shared, 'company', readCompany) as Promise<{ name: string; currency: string }>;
  const employees = () =>
    once(shared, 'employees', async () => (await countWorkforce(db, companyId)).employees) as Promise<number>;

  /**
   * The figures a widget is drawn from: the years of its project as Analyze totals them (market-based
   * Scope 2, distribution applied; the years of one calendar year added up), the year's net revenue, the
   * head count entered on the widget or the Workforce list's, and the chosen target with its progress.
   * Another company's project answers 404.
   */
  return async function loadWidgetFigures(settings: WidgetSettings): Promise<WidgetFigures> {
    const [{ name, currency }, project] = await Promise.all([
      company(),
      once(projects, settings.container, () => loadProjectYears(db, companyId, settings.container)),
    ]);
    const years = settings.years
      .flatMap((year) => {
        const figures = project.years.get(year);
        return figures ? [figures] : [];
      })
      .sort((a, b) => a.year - b.year);
    let headCount: WidgetFigures['headCount'] = null;
    if (settings.kind === 'intensity' && settings.intensityBasis === 'employee') {
      const count = settings.headCount ?? (await employees());
      headCount =
        count > 0 ? { value: count, source: settings.headCount !== null ? 'entered' : 'workforce' } : null;
    }
    let target: WidgetFigures['target'] = null;
    if (settings.kind === 'target-progress' && settings.target !== null) {
      const { targets: list } = await once(targets, settings.container, () =>
        listTargetsWithProgress(db, companyId, { kind: 'container', id: settings.container }),
      );
      const found = list.find((entry) => entry._id === settings.target);
      if (found) {
        const { baseInstance: _baseInstance, ...withProgress } = found;
        target = withProgress;
      }
    }
    return {
      companyName: name,
      currency,
      years,
      missingYears: settings.years.filter((year) => !project.years.has(year)).sort((a, b) => a - b),
      headCount,
      target,
    };
  };
}

/** One widget's figures (a request drawing several widgets shares one `createWidgetFiguresLoader`). */
export function loadWidgetFigures(db: Database, companyId: string, settings: WidgetSettings) {
  return createWidgetFiguresLoader(db, companyId)(settings);
}

async function loadProjectYears(db: Database, companyId: string, containerId: string): Promise<ProjectYears> {
  await requireContainer(db, companyId, containerId);
  const instances = await listInstancesOfContainers(db, companyId, [containerId]);
  const aggregation = await aggregateInstances(
    db,
    companyId,
    instances.map((instance) => instance.id),
  );
  const years = new Map<number, WidgetYearFigures>();
  for (const instance of instances) {
    const totals = aggregation.aggregatedResults.instances[instance.id];
    if (!totals) continue;
    const year = getInstanceYear(instance);
    const entry = years.get(year) ?? emptyYear(year);
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
    years.set(year, entry);
  }
  return { years };
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

import { type AnalyticsResponse, buildWidgetView, type Widget } from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { createWidgetFiguresLoader } from './figures.ts';
import { presentWidget } from './presenter.ts';
import { listSnapshotsByIds, listWidgets, requireWidget, type WidgetRow } from './queries.ts';
import { loadPageSettings } from './service.ts';
import { hashWidgetFigures } from './snapshot.ts';

async function answerRows(db: Database, companyId: string, rows: readonly WidgetRow[]): Promise<Widget[]> {
  const snapshots = await listSnapshotsByIds(
    db,
    companyId,
    rows.flatMap((row) => (row.snapshotId ? [row.snapshotId] : [])),
  );
  const byId = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]));
  const loadWidgetFigures = createWidgetFiguresLoader(db, companyId);
  return Promise.all(
    rows.map(async (row) => {
      const figures = await loadWidgetFigures(row.settings);
      const view = buildWidgetView(row.settings, figures);
      const snapshot = row.snapshotId ? byId.get(row.snapshotId) : undefined;
      return presentWidget(row, figures, view, snapshot, hashWidgetFigures(row.settings, figures, view));
    }),
  );
}

/** `GET /api/company/analytics`: every widget with today's figures and view, and the public page. */
export async function answerAnalytics(db: Database, companyId: string): Promise<AnalyticsResponse> {
  const [rows, page] = await Promise.all([listWidgets(db, companyId), loadPageSettings(db, companyId)]);
  return { widgets: await answerRows(db, companyId, rows), page };
}

export async function answerWidget(db: Database, companyId: string, id: string): Promise<{ widget: Widget }> {
  const [widget] = await answerRows(db, companyId, [await requireWidget(db, companyId, id)]);
  if (!widget) throw new Error('A widget read back is missing.');
  return { widget };
}

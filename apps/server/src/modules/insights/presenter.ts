import type { Widget, WidgetFigures, WidgetView } from '@carbon-ledger/core';
import type { WidgetRow } from './queries.ts';

export type SnapshotSummary = {
  id: string;
  hash: string;
  code: string;
  figuresHash: string;
  computedAt: Date;
};

/** A widget as the dashboard shows it: its settings, today's figures, and what is published. */
export function presentWidget(
  row: WidgetRow,
  figures: WidgetFigures,
  view: WidgetView,
  snapshot: SnapshotSummary | undefined,
  todaysFiguresHash: string,
): Widget {
  return {
    _id: row.id,
    settings: row.settings,
    figures,
    view,
    publication:
      row.publicId && row.publishedAt && snapshot
        ? {
            publicId: row.publicId,
            publishedAt: row.publishedAt.toISOString(),
            snapshotHash: snapshot.hash,
            computedAt: snapshot.computedAt.toISOString(),
            isCurrent: snapshot.figuresHash === todaysFiguresHash,
          }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

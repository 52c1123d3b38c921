import { randomBytes } from 'node:crypto';
import { buildWidgetView, MAX_WIDGETS_PER_COMPANY, type WidgetSettings } from '@carbon-ledger/core';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insightPages, insightSnapshots, insightWidgets } from '../../db/schema/insights.ts';
import { AppError } from '../../http/app-error.ts';
import { type Queryable, requireContainer } from '../calculator/queries.ts';
import { appendChangeLog } from '../change-log/append.ts';
import { loadWidgetFigures } from './figures.ts';
import type { MediaCache } from './media-cache.ts';
import { countWidgets, findPage, requireWidget, type WidgetRow } from './queries.ts';
import { renderSnapshot } from './snapshot.ts';

/** 144 random bits, URL-safe: a public link that cannot be guessed and never comes back once withdrawn. */
function drawPublicId(): string {
  return randomBytes(18).toString('base64url');
}

export type PublishContext = { publicUrl: string; cache: MediaCache; actorId: string | null };

export async function createWidget(
  db: Database,
  companyId: string,
  settings: WidgetSettings,
  actorId: string,
) {
  // Another company's project answers 404 here, before anything is stored.
  await requireContainer(db, companyId, settings.container);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`insights:${companyId}`}))`);
    const total = await countWidgets(tx, companyId);
    if (total >= MAX_WIDGETS_PER_COMPANY) {
      throw new AppError('VALIDATION_FAILED', `A company has at most ${MAX_WIDGETS_PER_COMPANY} widgets.`, [
        { path: 'widgets', message: 'validation.tooMany' },
      ]);
    }
    const [row] = await tx
      .insert(insightWidgets)
      .values({ companyId, settings, position: total, createdBy: actorId })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The widget could not be saved.');
    return row;
  });
}

/**
 * Changes a widget's settings. A published widget publishes its new figure at once (the old one is
 * superseded), so its public links never show settings the company has left.
 */
export async function updateWidget(
  db: Database,
  companyId: string,
  id: string,
  settings: WidgetSettings,
  context: PublishContext,
) {
  await requireContainer(db, companyId, settings.container);
  const row = await db.transaction(async (tx) => {
    await requireWidget(tx, companyId, id, { forUpdate: true });
    const [updated] = await tx
      .update(insightWidgets)
      .set({ settings, updatedAt: new Date() })
      .where(and(eq(insightWidgets.companyId, companyId), eq(insightWidgets.id, id)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'No such widget.');
    return updated;
  });
  return row.publicId ? publishWidget(db, companyId, id, context) : row;
}

export async function deleteWidget(db: Database, companyId: string, id: string, context: PublishContext) {
  const publicId = await db.transaction(async (tx) => {
    const row = await requireWidget(tx, companyId, id, { forUpdate: true });
    if (row.publicId) await withdraw(tx, companyId, row, context.actorId);
    await tx
      .delete(insightWidgets)
      .where(and(eq(insightWidgets.companyId, companyId), eq(insightWidgets.id, id)));
    return row.publicId;
  });
  forgetWidget(context.cache, publicId);
}

function forgetWidget(cache: MediaCache, publicId: string | null) {
  if (publicId) cache.forget(publicId);
}

/**
 * Publishes a widget's figure as it is now, or republishes it: a new snapshot is computed, hashed,
 * drawn once to SVG and PNG, and its hash written to the change log in the same transaction; the
 * previous snapshot is marked superseded. The public id stays the same across republishing.
 */
export async function publishWidget(db: Database, companyId: string, id: string, context: PublishContext) {
  const current = await requireWidget(db, companyId, id);
  const figures = await loadWidgetFigures(db, companyId, current.settings);
  const view = buildWidgetView(current.settings, figures);
  const computedAt = new Date();
  const rendered = await renderSnapshot(
    { widgetId: id, companyName: figures.companyName, computedAt, settings: current.settings, figures, view },
    context.publicUrl,
  );
  const row = await db.transaction(async (tx) => {
    const widget = await requireWidget(tx, companyId, id, { forUpdate: true });
    // Settings changed while the figure was drawn: the caller's figure would not match them.
    if (JSON.stringify(widget.settings) !== JSON.stringify(current.settings)) {
      throw new AppError('CONFLICT', 'The widget changed meanwhile. Please try again.');
    }
    const publicId = widget.publicId ?? drawPublicId();
    const previous = widget.snapshotId;
    if (previous) {
      await tx
        .update(insightSnapshots)
        .set({ supersededAt: computedAt })
        .where(and(eq(insightSnapshots.companyId, companyId), eq(insightSnapshots.id, previous)));
    }
    const [sequence] = await appendChangeLog(
      tx,
      companyId,
      [
        {
          instanceId: null,
          actorId: context.actorId,
          subject: 'publishedFigure',
          subjectId: id,
          action: widget.publicId ? 'update' : 'publish',
          before: previous ? { hash: await previousHash(tx, companyId, previous) } : null,
          after: { hash: rendered.hash, code: rendered.code, publicId },
        },
      ],
      computedAt,
    );
    const [snapshot] = await tx
      .insert(insightSnapshots)
      .values({
        companyId,
        widgetId: id,
        hash: rendered.hash,
        code: rendered.code,
        figuresHash: rendered.figuresHash,
        content: rendered.content,
        computedAt,
        changeLogSequence: sequence ?? null,
        svg: rendered.svg,
        png: rendered.png,
      })
      .returning({ id: insightSnapshots.id });
    if (!snapshot) throw new AppError('INTERNAL', 'The figure could not be published.');
    const [updated] = await tx
      .update(insightWidgets)
      .set({ publicId, publishedAt: widget.publishedAt ?? computedAt, snapshotId: snapshot.id })
      .where(and(eq(insightWidgets.companyId, companyId), eq(insightWidgets.id, id)))
      .returning();
    await ensurePagePublished(tx, companyId);
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND', 'No such widget.');
  forgetWidget(context.cache, row.publicId);
  return row;
}

async function previousHash(db: Queryable, companyId: string, snapshotId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: insightSnapshots.hash })
    .from(insightSnapshots)
    .where(and(eq(insightSnapshots.companyId, companyId), eq(insightSnapshots.id, snapshotId)));
  return row?.hash ?? null;
}

async function ensurePagePublished(db: Queryable, companyId: string) {
  await db
    .insert(insightPages)
    .values({ companyId, publicId: drawPublicId() })
    .onConflictDoUpdate({
      target: insightPages.companyId,
      set: { publicId: sql`coalesce(${insightPages.publicId}, excluded.public_id)`, updatedAt: new Date() },
    });
}

/** Unpublishes a widget: its links answer 404 at once, and its snapshot is marked withdrawn. */
export async function unpublishWidget(db: Database, companyId: string, id: string, context: PublishContext) {
  const publicId = await db.transaction(async (tx) => {
    const widget = await requireWidget(tx, companyId, id, { forUpdate: true });
    if (!widget.publicId) return null;
    await withdraw(tx, companyId, widget, context.actorId);
    return widget.publicId;
  });
  forgetWidget(context.cache, publicId);
  return requireWidget(db, companyId, id);
}

async function withdraw(tx: Queryable, companyId: string, widget: WidgetRow, actorId: string | null) {
  const at = new Date();
  if (widget.snapshotId) {
    await tx
      .update(insightSnapshots)
      .set({ withdrawnAt: at })
      .where(and(eq(insightSnapshots.companyId, companyId), eq(insightSnapshots.id, widget.snapshotId)));
  }
  await tx
    .update(insightWidgets)
    .set({ publicId: null, publishedAt: null, snapshotId: null })
    .where(and(eq(insightWidgets.companyId, companyId), eq(insightWidgets.id, widget.id)));
  await appendChangeLog(
    tx,
    companyId,
    [
      {
        instanceId: null,
        actorId,
        subject: 'publishedFigure',
        subjectId: widget.id,
        action: 'unpublish',
        before: { publicId: widget.publicId },
        after: null,
      },
    ],
    at,
  );
  // The analytics page closes with its last widget; publishing again opens it under a new id.
  const [stillPublished] = await tx
    .select({ id: insightWidgets.id })
    .from(insightWidgets)
    .where(and(eq(insightWidgets.companyId, companyId), isNotNull(insightWidgets.publicId)))
    .limit(1);
  if (!stillPublished) {
    await tx
      .update(insightPages)
      .set({ publicId: null, updatedAt: at })
      .where(and(eq(insightPages.companyId, companyId), isNotNull(insightPages.publicId)));
  }
}

/** Which hosts may show the company's widgets in a frame (`frame-ancestors`). */
export async function setFrameDomains(db: Database, companyId: string, frameDomains: string[]) {
  await db
    .insert(insightPages)
    .values({ companyId, frameDomains })
    .onConflictDoUpdate({ target: insightPages.companyId, set: { frameDomains, updatedAt: new Date() } });
  return findPage(db, companyId);
}

/** The company's page row, or its defaults before anything was published. */
export async function loadPageSettings(db: Queryable, companyId: string) {
  const page = await findPage(db, companyId);
  return { publicId: page?.publicId ?? null, frameDomains: page?.frameDomains ?? [] };
}

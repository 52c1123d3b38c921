import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { changeLog } from '../../db/schema/change-log.ts';
import { insightSnapshots } from '../../db/schema/insights.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const base = '/api/company/analytics';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** The headers the app's security configuration sets on every answer (bar the resource policy). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const settings = (container: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'footprint',
  title: '',
  container,
  years: [2025],
  size: 'medium',
  language: 'en',
  theme: 'light',
  ...overrides,
});
const create = (client: SignedInClient, body: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: `${base}/widgets`, payload: body });
const act = (client: SignedInClient, id: string, action: 'publish' | 'unpublish') =>
  client.inject({ method: 'POST', url: `${base}/widgets/${id}/${action}` });

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function readPngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function readVerifyCode(html: string): string {
  const match = /\/insights\/verify\/([0-9a-f]{16})/.exec(html);
  if (!match?.[1]) throw new Error('no verification link on the page');
  return match[1];
}

describe('insights routes', () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;
  let containerId: string;
  let instanceId: string;
  let otherContainerId: string;
  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [company, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    ({ containerId, instanceId } = await createProject(company.owner, { year: 2025 }));
    ({ containerId: otherContainerId } = await createProject(other.owner, { year: 2025 }));
    const saved = await manage(company.editor, { toCreate: [gasRow(instanceId, 10_000)] });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  const analyzeTotal = async () => {
    const setup = await company.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/setup',
      payload: { instances: [instanceId], lang: 'en' },
    });
    return setup.json().aggregatedResults.totalCo2InKg as number;
  };

  it('answers 401 signed out on every company call', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', `${base}/widgets`],
      ['PUT', `${base}/widgets/${UNKNOWN_ID}`],
      ['DELETE', `${base}/widgets/${UNKNOWN_ID}`],
      ['POST', `${base}/widgets/${UNKNOWN_ID}/publish`],
      ['POST', `${base}/widgets/${UNKNOWN_ID}/unpublish`],
      ['PUT', `${base}/page`],
    ] as const) {
      expect((await testApp.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets editors build widgets from the Analyze figures, and refuses viewers', async () => {
    expect((await create(company.viewer, settings(containerId))).statusCode).toBe(403);
    const created = await create(company.editor, settings(containerId));
    expect(created.statusCode, created.body).toBe(200);
    const { widget } = created.json();
    const total = await analyzeTotal();
    expect(total).toBeGreaterThan(0);
    expect(widget.figures.years[0].totalKg).toBeCloseTo(total, 6);
    expect(widget.view.title).toBe('Our greenhouse-gas footprint');
    expect(widget.view.chart.kind).toBe('bar');
    expect(widget.view.table.rows.map((row: string[]) => row[0])).toEqual(['Scope 1', 'Scope 2', 'Scope 3']);
    expect(widget.publication).toBeNull();
  });

  it('refuses bad settings naming the field, and another company’s project with 404', async () => {
    const empty = await create(company.editor, settings(containerId, { years: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ path: 'years', message: 'validation.required' }]);
    const oneYear = await create(company.editor, settings(containerId, { kind: 'base-year-change' }));
    expect(oneYear.json().error.details).toEqual([
      { path: 'years', message: 'validation.insights.twoYears' },
    ]);
    const control = await create(company.editor, settings(containerId, { title: 'Ours\u0000' }));
    expect(control.statusCode).toBe(400);
    expect((await create(company.editor, settings(otherContainerId))).statusCode).toBe(404);
  });

  it('publishes for admins only, serves the page, the analytics page and both images signed out', async () => {
    const { widget } = (await create(company.editor, settings(containerId, { kind: 'energy-mix' }))).json();
    expect((await act(company.editor, widget._id, 'publish')).statusCode).toBe(403);
    const published = await act(company.admin, widget._id, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    const { publication } = published.json().widget;
    expect(publication).toMatchObject({
      isCurrent: true,
      snapshotHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const page = await testApp.app.inject({ method: 'GET', url: `/insights/${publication.publicId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('Our energy mix');
    // Natural gas only: all of the energy is fossil.
    expect(page.body).toContain('0 % renewable');
    expect(readVerifyCode(page.body)).toBe(publication.snapshotHash.slice(0, 16));

    const png = await testApp.app.inject({
      method: 'GET',
      url: `/analytics/media/${publication.publicId}.png`,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(readPngSize(png.rawPayload)).toEqual({ width: 800, height: 450 });
    const again = await testApp.app.inject({
      method: 'GET',
      url: `/analytics/media/${publication.publicId}`,
      headers: { 'if-none-match': String(png.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const svg = await testApp.app.inject({
      method: 'GET',
      url: `/analytics/media/${publication.publicId}.svg`,
    });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');

    const analytics = (await company.viewer.inject({ method: 'GET', url: base })).json();
    const pageId = analytics.page.publicId;
    const companyPage = await testApp.app.inject({ method: 'GET', url: `/analytics/${pageId}` });
    expect(companyPage.statusCode).toBe(200);
    expect(companyPage.body).toContain(`/analytics/media/${publication.publicId}.svg`);

    const [entry] = await testApp.app.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.companyId, company.companyId), eq(changeLog.subject, 'publishedFigure')));
    expect(entry).toMatchObject({ action: 'publish', subjectId: widget._id });
    expect(entry?.after).toMatchObject({ hash: publication.snapshotHash });
  });

  it('says superseded on the old snapshot once a changed figure is republished', async () => {
    const { widget } = (await create(company.editor, settings(containerId))).json();
    const first = (await act(company.admin, widget._id, 'publish')).json().widget.publication;
    const oldCode = first.snapshotHash.slice(0, 16);
    const verifyOld = () => testApp.app.inject({ method: 'GET', url: `/insights/verify/${oldCode}` });
    expect((await verifyOld()).body).toContain('data-state="current"');

    await manage(company.editor, { toCreate: [gasRow(instanceId, 5_000)] });
    const stale = (await company.viewer.inject({ method: 'GET', url: base })).json();
    expect(
      stale.widgets.find((entry: { _id: string }) => entry._id === widget._id).publication.isCurrent,
    ).toBe(false);

    const second = (await act(company.admin, widget._id, 'publish')).json().widget.publication;
    expect(second.publicId).toBe(first.publicId);
    expect(second.snapshotHash).not.toBe(first.snapshotHash);
    const old = await verifyOld();
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('data-state="superseded"');
    expect(old.body).toContain(`/insights/${first.publicId}`);
    const current = await testApp.app.inject({
      method: 'GET',
      url: `/insights/verify/${second.snapshotHash.slice(0, 16)}`,
    });
    expect(current.body).toContain('data-state="current"');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/insights/verify/0123456789abcdef' })).statusCode,
    ).toBe(404);
  });

  it('ends every link at once on unpublishing, and the verification page says withdrawn', async () => {
    const analytics = (await company.viewer.inject({ method: 'GET', url: base })).json();
    const pageId = analytics.page.publicId;
    for (const widget of analytics.widgets.filter((entry: { publication: unknown }) => entry.publication)) {
      const { publicId, snapshotHash } = widget.publication;
      // Warm the image cache first: unpublishing must empty it.
      expect(
        (await testApp.app.inject({ method: 'GET', url: `/analytics/media/${publicId}.png` })).statusCode,
      ).toBe(200);
      expect((await act(company.editor, widget._id, 'unpublish')).statusCode).toBe(403);
      expect((await act(company.admin, widget._id, 'unpublish')).statusCode).toBe(200);
      for (const url of [
        `/insights/${publicId}`,
        `/analytics/media/${publicId}.png`,
        `/analytics/media/${publicId}.svg`,
      ]) {
        expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      const verify = await testApp.app.inject({
        method: 'GET',
        url: `/insights/verify/${snapshotHash.slice(0, 16)}`,
      });
      expect(verify.body).toContain('data-state="withdrawn"');
    }
    expect((await testApp.app.inject({ method: 'GET', url: `/analytics/${pageId}` })).statusCode).toBe(404);
  });

  it('escapes a hostile title on the page and in the image', async () => {
    const title = '</text><script>alert(1)</script>';
    const { widget } = (await create(company.editor, settings(containerId, { title }))).json();
    const { publicId } = (await act(company.admin, widget._id, 'publish')).json().widget.publication;
    const page = await testApp.app.inject({ method: 'GET', url: `/insights/${publicId}` });
    const svg = await testApp.app.inject({ method: 'GET', url: `/analytics/media/${publicId}.svg` });
    for (const body of [page.body, svg.body]) {
      expect(body).not.toContain('<script>');
      expect(body).toMatch(/(&lt;|&#60;)script(&gt;|&#62;)/);
    }
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    await act(company.admin, widget._id, 'unpublish');
  });

  it('leaves exactly one current figure when the same widget is published twice at once', async () => {
    const { widget } = (await create(company.editor, settings(containerId))).json();
    const answers = await Promise.all([
      act(company.admin, widget._id, 'publish'),
      act(company.admin, widget._id, 'publish'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await testApp.app.database.db
      .select()
      .from(insightSnapshots)
      .where(
        and(eq(insightSnapshots.companyId, company.companyId), eq(insightSnapshots.widgetId, widget._id)),
      );
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.supersededAt === null)).toHaveLength(1);
    const [first, second] = answers.map((answer) => answer.json().widget.publication.publicId);
    expect(first).toBe(second);
    await act(company.admin, widget._id, 'unpublish');
  });

  it('answers 404 for another company’s widget on every call', async () => {
    const { widget } = (await create(company.editor, settings(containerId))).json();
    const calls = [
      other.admin.inject({
        method: 'PUT',
        url: `${base}/widgets/${widget._id}`,
        payload: settings(otherContainerId),
      }),
      other.admin.inject({ method: 'DELETE', url: `${base}/widgets/${widget._id}` }),
      act(other.admin, widget._id, 'publish'),
      act(other.admin, widget._id, 'unpublish'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const theirs = (await other.viewer.inject({ method: 'GET', url: base })).json();
    expect(theirs.widgets).toEqual([]);
  });

  it('answers 304 to a repeated read while nothing changed', async () => {
    const first = await company.viewer.inject({ method: 'GET', url: base });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const second = await company.viewer.inject({
      method: 'GET',
      url: base,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('keeps the embedding hosts the admin lists, refusing one that is no domain', async () => {
    const bad = await company.admin.inject({
      method: 'PUT',
      url: `${base}/page`,
      payload: { frameDomains: ['https://x.org/'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'frameDomains.0', message: 'validation.insights.frameDomain' },
    ]);
    expect(
      (await company.editor.inject({ method: 'PUT', url: `${base}/page`, payload: { frameDomains: [] } }))
        .statusCode,
    ).toBe(403);
    const saved = await company.admin.inject({
      method: 'PUT',
      url: `${base}/page`,
      payload: { frameDomains: ['Example.org', '*.example.net', 'example.org'] },
    });
    expect(saved.json().frameDomains).toEqual(['example.org', '*.example.net']);
    const { widget } = (await create(company.editor, settings(containerId))).json();
    const { publicId } = (await act(company.admin, widget._id, 'publish')).json().widget.publication;
    const page = await testApp.app.inject({ method: 'GET', url: `/insights/${publicId}` });
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://example.org https://*.example.net",
    );
  });

  it('gives the images the security headers of every other answer, on 200, 304 and 404 alike', async () => {
    const { widget } = (await create(company.editor, settings(containerId))).json();
    const { publicId } = (await act(company.admin, widget._id, 'publish')).json().widget.publication;
    const status = await testApp.app.inject({ method: 'GET', url: '/api/status' });
    const expected = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, status.headers[name]]));
    for (const value of Object.values(expected)) expect(value).toEqual(expect.any(String));
    const png = `/analytics/media/${publicId}.png`;
    const first = await testApp.app.inject({ method: 'GET', url: png });
    const answers = [
      first,
      await testApp.app.inject({ method: 'GET', url: png }),
      await testApp.app.inject({ method: 'GET', url: `/analytics/media/${publicId}.svg` }),
      await testApp.app.inject({
        method: 'GET',
        url: png,
        headers: { 'if-none-match': String(first.headers.etag) },
      }),
      await testApp.app.inject({ method: 'GET', url: '/analytics/media/AAAAAAAAAAAAAAAAAAAAAAAA.png' }),
      await testApp.app.inject({ method: 'GET', url: '/analytics/media/not-an-id.png' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 304, 404, 404]);
    for (const answer of answers) {
      expect(Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]]))).toEqual(
        expected,
      );
    }
    expect(answers.slice(0, 4).map((answer) => answer.headers['cross-origin-resource-policy'])).toEqual([
      'cross-origin',
      'cross-origin',
      'cross-origin',
      'cross-origin',
    ]);
  });
});

describe('insights routes with billing on', () => {
  let stripe: TestApp;
  let company: CompanyClients;
  beforeAll(async () => {
    const billing = readConfig({
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      BILLING_PLANS_FILE: fileURLToPath(
        new URL('../../../../../config/billing/plans.example.json', import.meta.url),
      ),
    }).billing;
    stripe = await createTestApp({ billing });
    company = await setUpCompanyClients(stripe.app);
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('refuses with 402 naming subscriptions.climateAnalytics, but lets a widget be withdrawn', async () => {
    const refused = await company.viewer.inject({ method: 'GET', url: base });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.details).toEqual([
      { path: 'subscriptions.climateAnalytics', message: 'subscription required' },
    ]);
    expect((await create(company.editor, settings(UNKNOWN_ID))).statusCode).toBe(402);
    expect((await act(company.admin, UNKNOWN_ID, 'publish')).statusCode).toBe(402);
    expect((await act(company.admin, UNKNOWN_ID, 'unpublish')).statusCode).toBe(404);
  });
});

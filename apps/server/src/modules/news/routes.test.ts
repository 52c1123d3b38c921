import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SETTINGS = '/api/settings/news';
const LIST = '/api/company/analytics/news';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bothLanguages = {
  titleEn: 'Wind beats coal',
  summaryEn: 'Wind turbines made more power than coal plants.',
  titleDe: 'Wind schlägt Kohle',
  summaryDe: 'Windräder erzeugten mehr Strom als Kohlekraftwerke.',
  url: 'https://www.example.org/wind',
  topic: 'renewables',
  publishedOn: '2026-11-20',
};
const englishOnly = {
  titleEn: 'Peatland restored',
  url: 'https://news.example.com/peat',
  topic: 'nature',
  publishedOn: '2026-11-25',
};

type ListBody = {
  items: Array<{
    _id: string;
    title: string;
    summary: string | null;
    lang: string | null;
    topic: string;
    imageUrl: string | null;
  }>;
  nextBefore: string | null;
};

describe('positive news routes', () => {
  let testApp: TestApp;
  let operator: SignedInClient;
  let member: SignedInClient;

  const readList = async (language: 'en' | 'de', query = '') => {
    const response = await member.inject({
      method: 'GET',
      url: `${LIST}${query}`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as ListBody;
  };
  const settings = async () => (await operator.inject({ method: 'GET', url: SETTINGS })).json();
  const itemIdOf = async (title: string) =>
    (await settings()).items.find((item: { titleEn: string | null; titleDe: string | null }) =>
      [item.titleEn, item.titleDe].includes(title),
    )._id as string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    const other = await buildCompany(db);
    const operatorUser = await buildUser(db, {
      companyId: company.id,
      role: 'viewer',
      isSitewideAdmin: true,
    });
    const memberUser = await buildUser(db, { companyId: other.id, role: 'viewer' });
    operator = await signInAs(testApp.app, operatorUser.email);
    member = await signInAs(testApp.app, memberUser.email);
  });
  afterAll(() => testApp.close());

  describe('who may call them', () => {
    const operatorCalls = [
      { method: 'GET' as const, url: SETTINGS },
      { method: 'POST' as const, url: `${SETTINGS}/items`, payload: englishOnly },
      {
        method: 'PUT' as const,
        url: `${SETTINGS}/items/00000000-0000-4000-8000-000000000001`,
        payload: englishOnly,
      },
      { method: 'DELETE' as const, url: `${SETTINGS}/items/00000000-0000-4000-8000-000000000001` },
      { method: 'POST' as const, url: `${SETTINGS}/feeds`, payload: { url: 'https://example.org/feed' } },
      { method: 'POST' as const, url: `${SETTINGS}/feeds/00000000-0000-4000-8000-000000000001/fetch` },
      { method: 'DELETE' as const, url: `${SETTINGS}/feeds/00000000-0000-4000-8000-000000000001` },
    ];

    it.each([...operatorCalls, { method: 'GET' as const, url: LIST }])(
      'answers $method $url 401 without a session',
      async (call) => {
        expect((await testApp.app.inject(call)).statusCode).toBe(401);
      },
    );

    it.each(operatorCalls)('answers $method $url 403 to a member who is no operator', async (call) => {
      const response = await member.inject(call);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    });
  });

  it('answers 400 naming the fields of a bad item or feed', async () => {
    const item = await operator.inject({
      method: 'POST',
      url: `${SETTINGS}/items`,
      payload: { titleEn: 'x', url: 'http://example.org', topic: 'sports', publishedOn: '2026-02-30' },
    });
    expect(item.statusCode).toBe(400);
    const paths = item.json().error.details.map((detail: { path: string }) => detail.path);
    expect(new Set(paths)).toEqual(new Set(['url', 'topic', 'publishedOn']));
    const untitled = await operator.inject({
      method: 'POST',
      url: `${SETTINGS}/items`,
      payload: { ...englishOnly, titleEn: ' ', summaryDe: 'Nur eine Zusammenfassung' },
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.details).toEqual([
      { path: 'titleEn', message: 'validation.required' },
      { path: 'titleDe', message: 'validation.required' },
    ]);
    const feed = await operator.inject({
      method: 'POST',
      url: `${SETTINGS}/feeds`,
      payload: { url: 'ftp://x.org/feed', lang: 'fr' },
    });
    expect(feed.statusCode).toBe(400);
    expect(new Set(feed.json().error.details.map((detail: { path: string }) => detail.path))).toEqual(
      new Set(['url', 'lang']),
    );
  });

  it('answers an empty list before anything is curated', async () => {
    expect(await readList('en')).toEqual({ items: [], nextBefore: null });
  });

  it("lists curated items newest first, in the reader's language, falling back to the other", async () => {
    expect(
      (await operator.inject({ method: 'POST', url: `${SETTINGS}/items`, payload: bothLanguages }))
        .statusCode,
    ).toBe(200);
    expect(
      (await operator.inject({ method: 'POST', url: `${SETTINGS}/items`, payload: englishOnly })).statusCode,
    ).toBe(200);
    const english = await readList('en');
    expect(english.items.map(({ title, lang }) => ({ title, lang }))).toEqual([
      { title: 'Peatland restored', lang: 'en' },
      { title: 'Wind beats coal', lang: 'en' },
    ]);
    const german = await readList('de');
    expect(german.items).toMatchObject([
      { title: 'Peatland restored', lang: 'en', summary: null, topic: 'nature', source: 'news.example.com' },
      {
        title: 'Wind schlägt Kohle',
        lang: 'de',
        summary: 'Windräder erzeugten mehr Strom als Kohlekraftwerke.',
        source: 'example.org',
        publishedAt: '2026-11-20T00:00:00.000Z',
        kind: 'curated',
      },
    ]);
    const nature = await readList('en', '?topic=nature');
    expect(nature.items.map((entry) => entry.title)).toEqual(['Peatland restored']);
  });

  it('caches the list with an ETag answering 304, and shows a change at once', async () => {
    const first = await member.inject({ method: 'GET', url: LIST, headers: { 'accept-language': 'en' } });
    expect(first.headers['cache-control']).toBe('private, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await member.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const german = await member.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-language': 'de', 'if-none-match': etag },
    });
    expect(german.statusCode).toBe(200);

    const id = await itemIdOf('Peatland restored');
    const withdrawn = await operator.inject({
      method: 'PUT',
      url: `${SETTINGS}/items/${id}`,
      payload: { ...englishOnly, isPublished: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = await member.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().items.map((item: { title: string }) => item.title)).toEqual(['Wind beats coal']);
  });

  it('stores an image by content, serves it from this installation, and refuses what is no image', async () => {
    const id = await itemIdOf('Wind beats coal');
    const refused = await operator.inject({
      method: 'PUT',
      url: `${SETTINGS}/items/${id}/image`,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'photo.png' },
      payload: Buffer.from('%PDF-1.4 not an image'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([{ path: 'file', message: 'unsupportedType' }]);
    const stored = await operator.inject({
      method: 'PUT',
      url: `${SETTINGS}/items/${id}/image`,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'photo.png' },
      payload: PNG,
    });
    expect(stored.statusCode).toBe(200);
    const [item] = (await readList('en')).items;
    expect(item?.imageUrl).toMatch(/^\/api\/news\/images\/[0-9a-f-]{36}$/);
    const image = await member.inject({ method: 'GET', url: item?.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: item?.imageUrl ?? '' })).statusCode).toBe(401);
  });

  it('deletes an item with its image', async () => {
    const id = await itemIdOf('Wind beats coal');
    const [item] = (await readList('en')).items;
    const deleted = await operator.inject({ method: 'DELETE', url: `${SETTINGS}/items/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await readList('en')).items).toEqual([]);
    expect((await member.inject({ method: 'GET', url: item?.imageUrl ?? '' })).statusCode).toBe(404);
    expect((await operator.inject({ method: 'DELETE', url: `${SETTINGS}/items/${id}` })).statusCode).toBe(
      404,
    );
  });

  it('pages through more items than one page holds with before', async () => {
    const payloads = Array.from({ length: 52 }, (_, index) => ({
      ...englishOnly,
      titleEn: `Item ${index}`,
      publishedOn: `2025-01-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    for (const payload of payloads)
      await operator.inject({ method: 'POST', url: `${SETTINGS}/items`, payload });
    const first = await readList('en');
    expect(first.items).toHaveLength(50);
    expect(first.nextBefore).not.toBeNull();
    const second = await readList('en', `?before=${encodeURIComponent(first.nextBefore ?? '')}`);
    expect(second.items).toHaveLength(2);
    expect(second.nextBefore).toBeNull();
    const titles = [...first.items, ...second.items].map((item) => item.title);
    expect(new Set(titles).size).toBe(52);
    const bad = await member.inject({ method: 'GET', url: `${LIST}?before=yesterday` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('before');
  });

  it('refuses a second subscription to the same feed', async () => {
    const payload = { url: 'https://feeds.example.org/rss', lang: 'de', topic: 'policy' };
    expect((await operator.inject({ method: 'POST', url: `${SETTINGS}/feeds`, payload })).statusCode).toBe(
      200,
    );
    const again = await operator.inject({ method: 'POST', url: `${SETTINGS}/feeds`, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual([{ path: 'url', message: 'DUPLICATE_FEED' }]);
    expect((await settings()).feeds).toMatchObject([
      { url: payload.url, lang: 'de', topic: 'policy', isEnabled: true, lastFetchedAt: null, entryCount: 0 },
    ]);
  });

  it('turns a feed off, answers 404 for an unknown one, and unsubscribes', async () => {
    const [feed] = (await settings()).feeds;
    const off = await operator.inject({
      method: 'PUT',
      url: `${SETTINGS}/feeds/${feed._id}`,
      payload: { url: feed.url, lang: feed.lang, topic: feed.topic, isEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().feeds).toMatchObject([{ _id: feed._id, isEnabled: false, lang: 'de' }]);
    const unknown = '00000000-0000-4000-8000-000000000009';
    const missing = await operator.inject({
      method: 'PUT',
      url: `${SETTINGS}/feeds/${unknown}`,
      payload: { url: 'https://example.org/other' },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await operator.inject({ method: 'POST', url: `${SETTINGS}/feeds/${unknown}/fetch` })).statusCode,
    ).toBe(404);
    const removed = await operator.inject({ method: 'DELETE', url: `${SETTINGS}/feeds/${feed._id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().feeds).toEqual([]);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsFeedEntries, newsFeeds } from '../../db/schema/news.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFeedFetch, fetchNewsFeed } from './feed-fetch.ts';
import { createFeedRunner } from './feed-schedule.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Good Energy News</title>
  <link>https://good-energy.example</link>
  <item><title>Solar parks &amp; bees</title><link>https://good-energy.example/solar-bees</link>
    <description>The full text belongs to the publisher.</description>
    <pubDate>Mon, 30 Nov 2026 08:00:00 GMT</pubDate></item>
  <item><title>Heat pumps <b>double</b></title><link>/heat-pumps</link><pubDate>Sun, 29 Nov 2026 08:00:00 GMT</pubDate></item>
  <item><title>Same link again</title><link>https://good-energy.example/solar-bees</link></item>
  <item><title>A script link</title><link>javascript:alert(1)</link></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Grüne Nachrichten</title>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <updated>2026-12-01T10:00:00Z</updated>
  <entry><title>Moor wiedervernässt</title><link href="https://gruen.example/moor"/>
    <id>urn:1</id><updated>2026-12-01T10:00:00Z</updated><summary>Text des Verlags.</summary></entry>
  <entry><title>Radweg eröffnet</title><link rel="alternate" href="https://gruen.example/radweg"/>
    <id>urn:2</id><published>2026-11-28T09:30:00Z</published><updated>2026-11-28T09:30:00Z</updated></entry>
</feed>`;

type Requests = { paths: string[]; hugeBytesWritten: number; hugeClosedEarly: boolean };

function startFeedServer(requests: Requests): Promise<Server> {
  const server = createServer((request, response) => {
    requests.paths.push(request.url ?? '');
    const path = new URL(request.url ?? '/', 'http://feeds.test').pathname;
    if (path === '/rss.xml') return response.end(RSS);
    if (path === '/atom.xml') {
      response.setHeader('content-type', 'application/atom+xml');
      return response.end(ATOM);
    }
    if (path === '/huge.xml') {
      // 4 MB of valid entries, written chunk by chunk: the guard must hang up long before the end.
      const chunk =
        `<item><title>Filler</title><link>https://x.example/${'a'.repeat(200)}</link></item>`.repeat(50);
      response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
      let written = 0;
      response.on('close', () => {
        requests.hugeClosedEarly = written < 4_000_000;
      });
      const writeMore = () => {
        while (written < 4_000_000 && !response.destroyed) {
          written += chunk.length;
          requests.hugeBytesWritten = written;
          if (!response.write(chunk)) return void response.once('drain', writeMore);
        }
        if (!response.destroyed) response.end('</channel></rss>');
      };
      return writeMore();
    }
    if (path === '/slow.xml') {
      const timer = setTimeout(() => response.end(RSS), 3000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (path === '/gone.xml') {
      response.statusCode = 404;
      return response.end('not here');
    }
    response.setHeader('content-type', 'text/html');
    return response.end('<html><body>No feed here</body></html>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('feeds fetched from a loopback feed server', () => {
  const requests: Requests = { paths: [], hugeBytesWritten: 0, hugeClosedEarly: false };
  let server: Server;
  let base: string;
  let testApp: TestApp;
  let operator: SignedInClient;
  let member: SignedInClient;

  const addFeed = async (client: SignedInClient, url: string, lang: 'en' | 'de' | null) => {
    const response = await client.inject({
      method: 'POST',
      url: '/api/settings/news/feeds',
      payload: { url, lang },
    });
    expect(response.statusCode).toBe(200);
    return response.json().feeds.find((feed: { url: string }) => feed.url === url)._id as string;
  };
  const fetchNow = async (client: SignedInClient, id: string) => {
    const response = await client.inject({ method: 'POST', url: `/api/settings/news/feeds/${id}/fetch` });
    expect(response.statusCode).toBe(200);
    return response.json().feeds.find((feed: { _id: string }) => feed._id === id);
  };
  const countEntries = async (feedId: string) => {
    const [row] = await testApp.app.database.db
      .select({ n: count() })
      .from(newsFeedEntries)
      .where(eq(newsFeedEntries.feedId, feedId));
    return Number(row?.n);
  };
  const insertFeed = async (path: string) => {
    const [row] = await testApp.app.database.db
      .insert(newsFeeds)
      .values({ url: `${base}${path}` })
      .returning({ id: newsFeeds.id, url: newsFeeds.url });
    if (!row) throw new Error('feed not stored');
    return row;
  };

  beforeAll(async () => {
    server = await startFeedServer(requests);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp = await createTestApp({
      news: { areFeedsEnabled: true, feedIntervalMinutes: 60, allowPrivateFeedAddresses: true },
    });
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    const operatorUser = await buildUser(db, { companyId: company.id, isSitewideAdmin: true });
    const memberUser = await buildUser(db, { companyId: company.id, role: 'editor' });
    operator = await signInAs(testApp.app, operatorUser.email);
    member = await signInAs(testApp.app, memberUser.email);
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores each RSS and Atom entry once after two fetches: title, link, source and date only', async () => {
    const rss = await addFeed(operator, `${base}/rss.xml`, 'en');
    const atom = await addFeed(operator, `${base}/atom.xml`, 'de');
    for (const id of [rss, atom]) {
      await fetchNow(operator, id);
      const feed = await fetchNow(operator, id);
      expect(feed.lastError).toBeNull();
      expect(feed.lastFetchedAt).not.toBeNull();
    }
    expect(await countEntries(rss)).toBe(2);
    expect(await countEntries(atom)).toBe(2);
    const list = await member.inject({
      method: 'GET',
      url: '/api/company/analytics/news',
      headers: { 'accept-language': 'en' },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        kind: 'feed',
        title: 'Moor wiedervernässt',
        lang: 'de',
        source: 'Grüne Nachrichten',
        url: 'https://gruen.example/moor',
        publishedAt: '2026-12-01T10:00:00.000Z',
        summary: null,
      }),
      expect.objectContaining({
        title: 'Solar parks & bees',
        lang: 'en',
        source: 'Good Energy News',
        publishedAt: '2026-11-30T08:00:00.000Z',
      }),
      expect.objectContaining({ title: 'Heat pumps double', url: 'https://good-energy.example/heat-pumps' }),
      expect.objectContaining({ title: 'Radweg eröffnet', publishedAt: '2026-11-28T09:30:00.000Z' }),
    ]);
    expect(list.body).not.toContain('belongs to the publisher');
  });

  it('never duplicates entries when two fetches of one feed run at the same time', async () => {
    const feed = await insertFeed('/rss.xml?concurrent');
    const fetchFeed = createFeedFetch({ allowPrivateAddresses: true });
    const outcomes = await Promise.all([
      fetchNewsFeed(testApp.app.database.db, feed, fetchFeed),
      fetchNewsFeed(testApp.app.database.db, feed, fetchFeed),
      fetchNewsFeed(testApp.app.database.db, feed, fetchFeed),
    ]);
    expect(outcomes).toEqual([
      { isOk: true, entryCount: 2 },
      { isOk: true, entryCount: 2 },
      { isOk: true, entryCount: 2 },
    ]);
    expect(await countEntries(feed.id)).toBe(2);
  });

  it('joins a Fetch now of a feed whose fetch is running, and the schedule fetches enabled feeds only', async () => {
    const db = testApp.app.database.db;
    const joined = await insertFeed('/rss.xml?joined');
    const [disabled] = await db
      .insert(newsFeeds)
      .values({ url: `${base}/rss.xml?disabled`, isEnabled: false })
      .returning({ id: newsFeeds.id });
    let changes = 0;
    const runner = createFeedRunner({
      db,
      fetchFeed: createFeedFetch({ allowPrivateAddresses: true }),
      log: testApp.app.log,
      onChange: () => {
        changes += 1;
      },
    });
    const seen = () => requests.paths.filter((path) => path.endsWith('?joined')).length;
    const before = seen();
    const [first, second] = [runner.fetchOne(joined), runner.fetchOne(joined)];
    expect(second).toBe(first);
    await first;
    expect(seen() - before).toBe(1);
    expect(changes).toBe(1);

    await runner.fetchAll();
    expect(requests.paths.some((path) => path.endsWith('?disabled'))).toBe(false);
    expect(await countEntries(disabled?.id ?? '')).toBe(0);
    expect(seen() - before).toBe(2);
    await runner.stop();
  });

  it('cuts an oversized feed off at the size limit and stores nothing of it', async () => {
    const feed = await insertFeed('/huge.xml');
    const fetchFeed = createFeedFetch({ allowPrivateAddresses: true, maxResponseBytes: 64 * 1024 });
    const outcome = await fetchNewsFeed(testApp.app.database.db, feed, fetchFeed);
    expect(outcome).toEqual({ isOk: false, error: 'tooLarge', status: null });
    expect(await countEntries(feed.id)).toBe(0);
    await expect.poll(() => requests.hugeClosedEarly).toBe(true);
    expect(requests.hugeBytesWritten).toBeLessThan(4_000_000);
  });

  it('gives a slow feed up at the time limit', async () => {
    const feed = await insertFeed('/slow.xml');
    const fetchFeed = createFeedFetch({ allowPrivateAddresses: true, timeoutMs: 300 });
    const startedAt = Date.now();
    const outcome = await fetchNewsFeed(testApp.app.database.db, feed, fetchFeed);
    expect(outcome).toEqual({ isOk: false, error: 'timeout', status: null });
    expect(Date.now() - startedAt).toBeLessThan(2500);
    const [row] = await testApp.app.database.db.select().from(newsFeeds).where(eq(newsFeeds.id, feed.id));
    expect(row).toMatchObject({ lastError: 'timeout' });
  });

  it('records an HTTP error and an answer that is no feed in words the page explains', async () => {
    const gone = await fetchNow(operator, await addFeed(operator, `${base}/gone.xml`, null));
    expect(gone.lastError).toEqual({ code: 'httpStatus', status: 404 });
    const html = await fetchNow(operator, await addFeed(operator, `${base}/page.html`, null));
    expect(html.lastError).toEqual({ code: 'notAFeed', status: null });
    expect(html.entryCount).toBe(0);
  });

  it('refuses a feed on a private address with the default policy, and records why', async () => {
    const strict = await createTestApp();
    try {
      const db = strict.app.database.db;
      const company = await buildCompany(db);
      const user = await buildUser(db, { companyId: company.id, isSitewideAdmin: true });
      const client = await signInAs(strict.app, user.email);
      const seen = requests.paths.length;
      const response = await client.inject({
        method: 'POST',
        url: '/api/settings/news/feeds',
        payload: { url: `${base}/rss.xml` },
      });
      const id = response.json().feeds[0]._id;
      const fetched = await client.inject({ method: 'POST', url: `/api/settings/news/feeds/${id}/fetch` });
      expect(fetched.json().feeds[0]).toMatchObject({
        lastError: { code: 'refusedAddress', status: null },
        entryCount: 0,
      });
      expect(requests.paths.length).toBe(seen);
    } finally {
      await strict.close();
    }
  });

  it('answers 409 to Fetch now when feeds are turned off, and lists no feed entries', async () => {
    const off = await createTestApp({
      news: { areFeedsEnabled: false, feedIntervalMinutes: 60, allowPrivateFeedAddresses: true },
    });
    try {
      const db = off.app.database.db;
      const company = await buildCompany(db);
      const user = await buildUser(db, { companyId: company.id, isSitewideAdmin: true });
      const client = await signInAs(off.app, user.email);
      const response = await client.inject({
        method: 'POST',
        url: '/api/settings/news/feeds',
        payload: { url: `${base}/rss.xml` },
      });
      expect(response.json().areFeedsEnabled).toBe(false);
      const feed = response.json().feeds[0];
      await fetchNewsFeed(
        db,
        { id: feed._id, url: feed.url },
        createFeedFetch({ allowPrivateAddresses: true }),
      );
      const fetched = await client.inject({
        method: 'POST',
        url: `/api/settings/news/feeds/${feed._id}/fetch`,
      });
      expect(fetched.statusCode).toBe(409);
      expect(fetched.json().error.details).toEqual([{ path: 'feed', message: 'FEEDS_OFF' }]);
      const list = await client.inject({ method: 'GET', url: '/api/company/analytics/news' });
      expect(list.json().items).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

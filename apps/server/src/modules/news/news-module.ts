import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { FileStore } from '../evidence-files/file-store.ts';
import { createFeedFetch } from './feed-fetch.ts';
import { createFeedRunner } from './feed-schedule.ts';
import { createNewsImageStore } from './image-store.ts';
import { createNewsCache } from './news-cache.ts';
import { createNewsRoutes } from './routes.ts';
import { createNewsSettingsRoutes } from './settings-routes.ts';

/**
 * Positive news (docs/news.md): the members' list and images, the operator's settings, and, unless
 * `NEWS_FEEDS` is off, the feed schedule (started when the app is ready, stopped when it closes).
 */
export async function registerNews(
  app: FastifyInstance,
  config: AppConfig,
  options: { imageStore?: FileStore } = {},
): Promise<void> {
  const store = options.imageStore ?? createNewsImageStore(config.dataDir, config.files);
  const cache = createNewsCache();
  const runner = config.news.areFeedsEnabled
    ? createFeedRunner({
        db: app.database.db,
        fetchFeed: createFeedFetch({ allowPrivateAddresses: config.news.allowPrivateFeedAddresses }),
        log: app.log,
        onChange: () => cache.clear(),
      })
    : undefined;
  await app.register(createNewsRoutes({ store, cache }));
  await app.register(createNewsSettingsRoutes({ store, cache, runner }));
  if (runner) {
    app.addHook('onReady', async () => runner.start(config.news.feedIntervalMinutes));
    app.addHook('onClose', async () => runner.stop());
  }
}

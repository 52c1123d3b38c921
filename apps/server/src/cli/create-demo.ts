// `npm run demo`: a demo company with one user per role, on the configured database (embedded
// under DATA_DIR, or DATABASE_URL). Stop the server first when it uses the embedded database.
import { resolveDatabaseTarget } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { createDemoData, DEMO_BRAND, DEMO_PASSWORD_DEFAULT } from './demo-data.ts';

const config = readConfig(process.env);
const password = process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT;
const database = await openDatabase(resolveDatabaseTarget(config));
try {
  await applyMigrations(database.db);
  const { emails } = await createDemoData(database.db, password);
  console.log(`Demo company "${DEMO_BRAND}" is ready. Sign in with password ${password} as:`);
  for (const email of emails) console.log(`  ${email}`);
} catch (error) {
  console.error('Could not create the demo data:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}

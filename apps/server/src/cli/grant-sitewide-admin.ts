// `npm run sitewide-admin -- <email> [--revoke]`: makes an existing account a platform operator
// (acts as sitewide-admin in every company) or takes that away. Stop the server first when it uses
// the embedded database.
import { eq } from 'drizzle-orm';
import { resolveDatabaseTarget } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { users } from '../db/schema/identity.ts';

const [email, flag] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run sitewide-admin -- <email> [--revoke]');
  process.exit(2);
}
const isSitewideAdmin = flag !== '--revoke';
const database = await openDatabase(resolveDatabaseTarget(readConfig(process.env)));
try {
  await applyMigrations(database.db);
  const updated = await database.db
    .update(users)
    .set({ isSitewideAdmin, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ email: users.email });
  if (updated.length === 0) {
    console.error(`No account with the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${updated[0]?.email} ${isSitewideAdmin ? 'is now' : 'is no longer'} a sitewide admin.`);
  }
} finally {
  await database.close();
}

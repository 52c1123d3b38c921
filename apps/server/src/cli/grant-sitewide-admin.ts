// `npm run sitewide-admin -- <email> [--revoke]`: makes an existing account a platform operator
// (acts as sitewide-admin in every company) or takes that away. Runs beside a server on PostgreSQL;
// the embedded database belongs to one process, so there the server must be stopped first.
import { resolveDatabaseTarget } from '../app.ts';
import { ConfigError, readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { applyMigrations } from '../db/migrate.ts';
import { AppError } from '../http/app-error.ts';
import { findUserByEmail } from '../modules/auth/queries.ts';
import { grantOperator, revokeOperator } from '../modules/operators/service.ts';

const USAGE = 'Usage: npm run sitewide-admin -- <email> [--revoke]';

async function changeOperator(email: string, isRevoke: boolean): Promise<string> {
  const config = readConfig(process.env);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(resolveDatabaseTarget(config));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new AppError(
      'CONFLICT',
      `A running server holds the embedded database in ${config.dataDir}: stop the server first, then run this command again (or grant operators in the app under Settings → Operators).`,
    );
  }
  try {
    await applyMigrations(database.db);
    if (!isRevoke) {
      await grantOperator(database.db, email);
      return `${email} is now a platform operator (sitewide admin).`;
    }
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new AppError('NOT_FOUND', `No account with the email ${email}.`);
    await revokeOperator(database.db, { userId: user.id, operatorEmails: config.operatorEmails });
    return `${email} is no longer a platform operator.`;
  } finally {
    await database.close();
  }
}

const [rawEmail, flag, ...rest] = process.argv.slice(2);
if (
  !rawEmail ||
  rawEmail.startsWith('--') ||
  (flag !== undefined && flag !== '--revoke') ||
  rest.length > 0
) {
  console.error(USAGE);
  process.exit(2);
}
try {
  console.log(await changeOperator(rawEmail.trim().toLowerCase(), flag === '--revoke'));
} catch (error) {
  // Expected refusals are one line for the person at the terminal; anything else keeps its stack.
  if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
}

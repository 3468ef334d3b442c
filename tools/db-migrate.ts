import { createLogger } from '../node/logger';
import { isDatabaseAway } from '../node/postgres/database-errors';
import { migrate } from '../node/postgres/migrate';
import { describeDatabase, openPool } from '../node/postgres/pool';
import { loadDataSettings } from '../node/data-settings';

export const DB_MIGRATE_HELP = `Applies Isolario's database migrations to the PostgreSQL at DATABASE_URL.

Usage: DATABASE_URL=postgres://user@host:5432/isolario npm run db:migrate

Every server with DATABASE_URL set applies them at start-up too, under an advisory lock, so this
is for a deploy that wants the schema ready before the first instance starts.

Exit codes: 0 done (or already up to date), 1 a migration failed, 2 usage (no DATABASE_URL or a bad
value), 5 the database is unreachable.
`;

export const MIGRATE_EXIT = { ok: 0, failed: 1, usage: 2, unreachable: 5 } as const;
export type MigrateExitCode = (typeof MIGRATE_EXIT)[keyof typeof MIGRATE_EXIT];

export interface MigrateIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
}

/** Runs the command and returns its exit code; the migrations' own log lines go to io.err. */
export async function runDbMigrate(argv: string[], io: MigrateIo): Promise<MigrateExitCode> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(DB_MIGRATE_HELP);
    return MIGRATE_EXIT.ok;
  }
  if (argv.length > 0) {
    io.err(`db:migrate: takes no arguments, not ${argv.join(' ')}\n\n${DB_MIGRATE_HELP}`);
    return MIGRATE_EXIT.usage;
  }
  let databaseUrl: string | undefined;
  let logLevel;
  try {
    ({ databaseUrl, logLevel } = loadDataSettings(io.env));
  } catch (error) {
    io.err(`db:migrate: ${(error as Error).message}\n`);
    return MIGRATE_EXIT.usage;
  }
  if (!databaseUrl) {
    io.err(`db:migrate: set DATABASE_URL to the shared PostgreSQL database\n\n${DB_MIGRATE_HELP}`);
    return MIGRATE_EXIT.usage;
  }
  const where = describeDatabase(databaseUrl);
  const logger = createLogger(logLevel === 'info' ? 'warn' : logLevel, io.err);
  const pool = openPool(databaseUrl, logger, 1);
  try {
    const applied = await migrate(pool, logger);
    if (applied.length === 0) io.out(`${where} is already up to date\n`);
    else io.out(`Applied to ${where}:\n${applied.map((version) => `  ${version}\n`).join('')}`);
    return MIGRATE_EXIT.ok;
  } catch (error) {
    if (isDatabaseAway(error)) {
      io.err(`db:migrate: cannot reach ${where}: ${(error as Error).message}\n`);
      return MIGRATE_EXIT.unreachable;
    }
    io.err(`db:migrate: ${(error as Error).message}\n`);
    return MIGRATE_EXIT.failed;
  } finally {
    await pool.end().catch(() => undefined);
  }
}

const isEntry = process.argv[1]?.endsWith('tools/db-migrate.ts');
if (isEntry) {
  process.exitCode = await runDbMigrate(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
  });
}

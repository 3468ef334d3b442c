import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../node/postgres/migrate';
import { startLocalPostgres, type LocalPostgres } from './cluster/local-postgres';

/** npm run db:migrate as the real command, against a real PostgreSQL. */

let postgres: LocalPostgres;
beforeAll(async () => {
  postgres = await startLocalPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.destroy();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function dbMigrate(env: Record<string, string | undefined>, args: string[] = []): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/db-migrate.ts', ...args],
      { env: childEnv },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('npm run db:migrate', () => {
  it('applies every migration once, then says the database is already up to date', async () => {
    const url = await postgres.createDatabase();
    const versions = readMigrations().map((migration) => migration.version);
    const first = await dbMigrate({ DATABASE_URL: url });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Applied to 127\.0\.0\.1:\d+\/test_\d+_\d+:\n/);
    for (const version of versions) expect(first.stdout).toContain(`  ${version}\n`);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY 1');
      expect(rows.map((row) => row.version)).toEqual(versions);
      // The tables the inbox writes exist now.
      const tables = await client.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.rows.length).toBeGreaterThan(1);
    } finally {
      await client.end();
    }

    const again = await dbMigrate({ DATABASE_URL: url });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/is already up to date\n$/);
  });

  it('migrates once when two run together (the advisory lock)', async () => {
    const url = await postgres.createDatabase();
    const runs = await Promise.all([dbMigrate({ DATABASE_URL: url }), dbMigrate({ DATABASE_URL: url })]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    expect(runs.filter((run) => run.stdout.startsWith('Applied to'))).toHaveLength(1);
    expect(runs.filter((run) => run.stdout.includes('already up to date'))).toHaveLength(1);
  });

  it('exits 2 without DATABASE_URL or with one that is not postgres://', async () => {
    const missing = await dbMigrate({ DATABASE_URL: undefined });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('set DATABASE_URL');
    const wrong = await dbMigrate({ DATABASE_URL: 'mysql://localhost/isolario' });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('DATABASE_URL: expected a postgres:// or postgresql:// URL');
    const extra = await dbMigrate({ DATABASE_URL: postgres.url('postgres') }, ['now']);
    expect(extra.code).toBe(2);
  });

  it('exits 5 when nothing answers at DATABASE_URL', async () => {
    const run = await dbMigrate({ DATABASE_URL: `postgres://isolario@127.0.0.1:${await closedPort()}/isolario` });
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/^db:migrate: cannot reach 127\.0\.0\.1:\d+\/isolario: /);
    expect(run.stdout).toBe('');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from '../logger';

export interface Migration {
  version: string;
  sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * pg_advisory_lock's key for migrating: any fixed number, held by whoever migrates, so two
 * instances starting together apply each migration once.
 */
export const MIGRATION_LOCK_KEY = 7_172_903_001;

/** The numbered .sql files, in order: 0001-inbox.sql, 0002-approvals.sql, … */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}-[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies the migrations not yet applied, each in its own transaction with its row in
 * schema_migrations, under a session advisory lock. Answers the versions it applied.
 */
export async function migrate(pool: pg.Pool, logger: Logger, migrations = readMigrations()): Promise<string[]> {
  const client = await pool.connect();
  // A connection lost between two statements fails the next one; it must not crash the process.
  const ignore = () => undefined;
  client.on('error', ignore);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
      const done = new Set(rows.map((row) => row.version));
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new Error(`Database migration ${migration.version} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        applied.push(migration.version);
        logger.info('database migrated', { version: migration.version });
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.off('error', ignore);
    client.release();
  }
}

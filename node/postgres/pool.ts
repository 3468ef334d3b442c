import pg from 'pg';
import type { Logger } from '../logger';

/** How long a request waits for a connection before it is answered 503 rather than hanging. */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * The well-kept `pg` pool: it replaces broken connections by itself, so an instance recovers when
 * the database comes back without a restart. An idle connection the server drops must not crash
 * the process; it is logged and the pool opens a new one when next asked.
 */
export function openPool(connectionString: string, logger: Logger, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'isolario',
  });
  pool.on('error', (error) => logger.warn('a database connection was lost', { error: error.message }));
  return pool;
}

/** The database in a URL, for logs: never its password. */
export function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname || 'localhost'}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'the database';
  }
}

import { startLocalPostgres } from '../../tools/cluster/local-postgres';

/**
 * With TEST_INBOX=postgres (npm test's second API run), one real PostgreSQL server for the whole
 * run; each test server gets its own database on it (tests/support/test-server.ts).
 */
export default async function setup() {
  if (process.env.TEST_INBOX !== 'postgres') return undefined;
  const postgres = await startLocalPostgres();
  process.env.TEST_POSTGRES_URL = postgres.url('postgres');
  return () => postgres.destroy();
}

/** Helpers of the npm run curate tests: the real command as a child process over temp files. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Catalog } from '@core/contract/schemas';
import { catalogSchema } from '@core/contract/schemas';
import { postJson, type TestServer } from './test-server';
import { validSubmission } from './fixtures';
import { runCurate } from '../../tools/curate/curate';
import { readInboxOnDisk } from '../../node/stores/inbox-store';

export const TOKEN = 'curator-token-for-cli-tests';
export const LONG_DESCRIPTION =
  'A low coral atoll in empty South Pacific water, ringed by reef and reached only by a long passage.';

/** The shipped catalogue with at most six featured islands, so --featured has room. */
export function testCatalogue(): Catalog {
  const catalog = catalogSchema.parse(JSON.parse(readFileSync('data/catalog.json', 'utf8')));
  let featured = 0;
  for (const island of catalog.islands) if (island.featured && ++featured > 6) island.featured = false;
  return catalog;
}

/** A made-up island far from any catalogue island, so only the tests' own duplicates show up. */
export const fresh = (name: string, latitude: number, extra: Record<string, unknown> = {}) => ({
  ...validSubmission,
  name,
  latitude,
  // Two decimals: data:check holds the curated catalogue's points to them (core/rules/point-precision.ts).
  longitude: -131.24,
  category: 'Uninhabited',
  militaryHistory: false,
  description: LONG_DESCRIPTION,
  ...extra,
});

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command in this process: for the many small usage cases, where a child process adds nothing. */
export async function curateHere(args: string[], env: Record<string, string>): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCurate(args, {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    env,
  });
  return { code, stdout, stderr };
}

/** Runs the real command as a child process, the way npm run curate does. */
export function curate(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete childEnv.ADMIN_TOKEN;
  delete childEnv.CATALOG_FILE;
  delete childEnv.DATA_DIR;
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/curate/curate.ts', ...args],
      { env: childEnv, cwd: process.cwd(), timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export async function submit(server: TestServer, body: Record<string, unknown>): Promise<string> {
  const res = await postJson(`${server.url}/api/submissions`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function catalogOnDisk(file: string): Promise<Catalog> {
  // Valid JSON that the schema accepts: never a half-written file.
  return catalogSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

export async function inboxOnDisk(server: TestServer) {
  return readInboxOnDisk(server.dataDir) as unknown as {
    submissions: { id: string; status: string; reviewedAt?: string; reviewNotes?: string }[];
    contacts: { id: string; status: string }[];
  };
}

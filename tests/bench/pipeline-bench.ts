import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PRODUCTS } from '../../pipeline/products';

const run = promisify(execFile);

export interface PipelineRow {
  product: string;
  file: string;
  seconds: number;
  peakMb: number;
  /** The rebuilt file is byte for byte the committed one. */
  sameBytes: boolean;
}

/**
 * Each product rebuilt from the real open data (the 112 MB land source and the rest) in a copy of
 * data/, as `npm run data:build -- --force <product>` runs it, one process per product so its time
 * and peak memory are its own; then the rebuilt file is compared with the committed one.
 */
export async function benchPipeline(): Promise<PipelineRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'isolario-pipeline-bench-'));
  try {
    for (const name of await readdir('data')) await copyFile(path.join('data', name), path.join(dir, name));
    const rows: PipelineRow[] = [];
    for (const product of PRODUCTS) {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'pipeline/commands/data-build.ts', '--force', product.name],
        { env: { ...process.env, CATALOG_FILE: path.join(dir, 'catalog.json') }, maxBuffer: 64 * 1024 * 1024 },
      );
      const match = /\(([\d.]+) s, peak memory (\d+) MB\)/.exec(stdout);
      if (!match) throw new Error(`data:build printed no timing:\n${stdout.slice(-2000)}`);
      const [rebuilt, committed] = await Promise.all([
        readFile(path.join(dir, product.file)),
        readFile(path.join('data', product.file)),
      ]);
      rows.push({
        product: product.name,
        file: product.file,
        seconds: Number(match[1]),
        peakMb: Number(match[2]),
        sameBytes: rebuilt.equals(committed),
      });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkCatalogue } from '@core/catalogue-rules';
import { parseOutlineTopology } from '@core/outline';
import { checkOutlines, outlineExceptionsSchema } from '@core/outline-rules';
import type { RuleProblem } from '@core/catalogue-rules';
import type { Island } from '@core/schemas';

/** npm run data:check [file] — the catalogue rules of issue 3, one line per problem, exit 1 on any. */
async function main() {
  const file = path.resolve(process.argv[2] ?? process.env.CATALOG_FILE ?? 'data/catalog.json');
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: cannot read the catalogue: ${(error as Error).message}`);
    process.exit(1);
  }
  const problems: RuleProblem[] = checkCatalogue(input, {
    coverage: process.argv.includes('--no-coverage') ? false : true,
  });
  // The coastlines beside the catalogue check it too (skipped for a catalogue without them).
  const outlinesFile = path.join(path.dirname(file), 'outlines.topo.json');
  let outlineSummary = '';
  if (problems.length === 0 && existsSync(outlinesFile)) {
    const topology = parseOutlineTopology(JSON.parse(await readFile(outlinesFile, 'utf8')));
    const exceptionsFile = path.join(path.dirname(file), 'outline-exceptions.json');
    const exceptions = existsSync(exceptionsFile)
      ? outlineExceptionsSchema.parse(JSON.parse(await readFile(exceptionsFile, 'utf8')))
      : {};
    const report = checkOutlines((input as { islands: Island[] }).islands, topology, exceptions);
    problems.push(...report.problems);
    outlineSummary = `, ${report.outlined} outlined (${((100 * report.outlined) / report.total).toFixed(1)}%)`;
  }
  for (const problem of problems) {
    console.error(`${problem.id}: [${problem.rule}] ${problem.message} — fix: ${problem.fix}`);
  }
  const islands = (input as { islands?: unknown[] }).islands?.length ?? 0;
  if (problems.length > 0) {
    console.error(`data:check: ${problems.length} problem(s) in ${file}`);
    process.exit(1);
  }
  console.log(`data:check: ${file} is valid (${islands} islands${outlineSummary})`);
}

await main();

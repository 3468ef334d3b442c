import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkCatalogue } from '@core/catalogue-rules';

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
  const problems = checkCatalogue(input, { coverage: process.argv.includes('--no-coverage') ? false : true });
  for (const problem of problems) {
    console.error(`${problem.id}: [${problem.rule}] ${problem.message} — fix: ${problem.fix}`);
  }
  const islands = (input as { islands?: unknown[] }).islands?.length ?? 0;
  if (problems.length > 0) {
    console.error(`data:check: ${problems.length} problem(s) in ${file}`);
    process.exit(1);
  }
  console.log(`data:check: ${file} is valid (${islands} islands)`);
}

await main();

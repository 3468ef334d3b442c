import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkCatalogue, type RuleProblem } from '@core/rules/catalogue-rules';
import { parseOutlineTopology } from '@core/outlines/outline';
import { checkOutlines, outlineExceptionsSchema } from '@core/outlines/outline-rules';
import type { Island } from '@core/contract/schemas';
import { checkCoverage, coverageExceptionsSchema } from '@core/coverage/coverage-rules';
import { coverageFileSchema } from '@core/coverage/coverage';
import { groupMemberProblems, memberListProblems } from '@core/rules/group-rule';
import { checkPointPrecision } from '@core/rules/point-precision';
import { NO_RULE_EXCEPTIONS, ruleExceptionsSchema } from '@core/rules/rule-exceptions';
import { productStatuses } from '../pipeline/build-products';
import { MANIFEST_FILE } from '../pipeline/provenance/manifest';
import { PRODUCTS, usedSources } from '../pipeline/products';
import { withSourcesSection } from '../pipeline/sources/sources-markdown';
import { withSourcesSummary } from '../pipeline/sources/sources-summary';
import { checkReleases } from '../pipeline/releases/release-check';

/** Where the check's lines go: problems to `err`, the verdict to `out`. */
export interface CheckOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * The one check of a catalogue file and the derived files beside it, for `npm run data:check`
 * and `npm run curate -- validate`: the catalogue's rules, its outlines, and (where the folder
 * keeps a provenance manifest) that every derived file still matches its inputs. True when valid.
 */
export async function checkCatalogueFile(
  file: string,
  options: { coverage: boolean },
  output: CheckOutput,
): Promise<boolean> {
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    output.err(`${file}: cannot read the catalogue: ${(error as Error).message}`);
    return false;
  }
  const beside = (name: string) => path.join(path.dirname(file), name);
  const readBeside = async (name: string) => JSON.parse(await readFile(beside(name), 'utf8')) as unknown;
  const exceptions = existsSync(beside('rule-exceptions.json'))
    ? ruleExceptionsSchema.parse(await readBeside('rule-exceptions.json'))
    : NO_RULE_EXCEPTIONS;
  const problems: RuleProblem[] = checkCatalogue(input, { coverage: options.coverage, exceptions });
  // The curated catalogue's points to two decimals (its folder keeps the worklist of those left).
  if (problems.length === 0 && existsSync(beside('rule-exceptions.json')))
    problems.push(...checkPointPrecision((input as { islands: Island[] }).islands, exceptions.coarsePoints));
  // A group and its member are never both records: the groups are the outlines' group overrides.
  if (problems.length === 0 && existsSync(beside('outline-overrides.json'))) {
    const overrides = (await readBeside('outline-overrides.json')) as Record<
      string,
      { mode?: string; radiusKm?: number }
    >;
    const groups = Object.fromEntries(Object.entries(overrides).filter(([, override]) => override.mode === 'group'));
    const islands = (input as { islands: Island[] }).islands;
    problems.push(...groupMemberProblems(islands, groups, exceptions.groups), ...memberListProblems(islands, groups));
  }
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
  if (problems.length === 0 && existsSync(path.join(path.dirname(file), MANIFEST_FILE))) {
    for (const { product, reasons } of await productStatuses(path.dirname(file), PRODUCTS)) {
      if (reasons.length === 0) continue;
      problems.push({
        id: product.file,
        rule: 'derived file stale',
        message: `does not match its inputs: ${reasons.join('; ')}`,
        fix: `run ${product.command}`,
      });
    }
  }
  // The world's remote land: the floor, every gap explained, and airports that agree with access.
  if (problems.length === 0 && options.coverage && existsSync(beside('coverage.json'))) {
    const coverage = coverageFileSchema.parse(await readBeside('coverage.json'));
    const gaps = existsSync(beside('coverage-exceptions.json'))
      ? coverageExceptionsSchema.parse(await readBeside('coverage-exceptions.json'))
      : {};
    problems.push(...checkCoverage(coverage, (input as { islands: Island[] }).islands, gaps));
  }
  // The releases beside it: their files intact, and the catalogue the newest of them.
  if (problems.length === 0) problems.push(...(await checkReleases(file)));
  const sourcesFile = path.join(path.dirname(file), 'SOURCES.md');
  if (problems.length === 0 && existsSync(sourcesFile)) {
    const markdown = await readFile(sourcesFile, 'utf8');
    const summary = withSourcesSummary(markdown, (input as { islands: Island[] }).islands);
    if (summary !== undefined && summary !== markdown) {
      problems.push({
        id: 'SOURCES.md',
        rule: 'sources summary',
        message: "its summary by region differs from the islands' own sources and figures",
        fix: 'run npm run data:build',
      });
    }
    const expected = withSourcesSection(markdown, usedSources());
    if (expected !== undefined && expected !== markdown) {
      problems.push({
        id: 'SOURCES.md',
        rule: 'open-data sources',
        message: 'its open-data section differs from the sources the pipeline declares',
        fix: 'run npm run data:build',
      });
    }
  }
  for (const problem of problems) {
    output.err(`${problem.id}: [${problem.rule}] ${problem.message} — fix: ${problem.fix}`);
  }
  if (problems.length > 0) {
    output.err(`data:check: ${problems.length} problem(s) in ${file}`);
    return false;
  }
  const islands = (input as { islands?: unknown[] }).islands?.length ?? 0;
  output.out(`data:check: ${file} is valid (${islands} islands${outlineSummary})`);
  return true;
}

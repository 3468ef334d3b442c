import path from 'node:path';
import { coverageFileSchema } from '@core/coverage/coverage';
import { coverageExceptionsSchema } from '@core/coverage/coverage-rules';
import { coverageSummary, type CoverageSummary } from '@core/coverage/coverage-summary';
import type { Logger } from '../logger';
import { readDerivedFile } from './derived-file';

/**
 * How complete the catalogue is (data/coverage.json, made by npm run data:build, with the reviewed
 * data/coverage-exceptions.json beside it), summarised once at start-up. Without the report the
 * coverage answer is unavailable; without the exceptions the missing land goes unexplained.
 */
export async function loadCoverage(file: string, logger: Logger): Promise<CoverageSummary | undefined> {
  const coverage = await readDerivedFile(
    file,
    (json) => coverageFileSchema.parse(json),
    'the coverage report is not served',
    logger,
  );
  if (!coverage) return undefined;
  const exceptions = await readDerivedFile(
    path.join(path.dirname(file), 'coverage-exceptions.json'),
    (json) => coverageExceptionsSchema.parse(json),
    'the missing land is listed without its reasons',
    logger,
  );
  return coverageSummary(coverage, exceptions ?? {});
}

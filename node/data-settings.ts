import path from 'node:path';
import { z } from 'zod';
import { gibsOrigin } from '@core/satellite/gibs';

/**
 * Where the data lives, read from the environment: the one definition the server, the operator's
 * tools and the pipeline share, so a default cannot differ between them.
 */
export const DEFAULT_CATALOG_FILE = 'data/catalog.json';
export const DEFAULT_DATA_DIR = 'var';

export const dataSettingsEnvSchema = z.object({
  CATALOG_FILE: z.string().min(1).default(DEFAULT_CATALOG_FILE),
  OUTLINES_FILE: z.string().min(1).optional(),
  REMOTENESS_FILE: z.string().min(1).optional(),
  PLACE_FACTS_FILE: z.string().min(1).optional(),
  COVERAGE_FILE: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value && value.length > 0 ? value : undefined))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'expected a postgres:// or postgresql:// URL',
    }),
  /** NASA GIBS, whose pictures the islands name; a local stand-in's origin in tests. */
  GIBS_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export interface DataSettings {
  catalogFile: string;
  /** The islands' coastlines; by default outlines.topo.json beside the catalogue. */
  outlinesFile: string;
  /** How remote each island is; by default remoteness.json beside the catalogue. */
  remotenessFile: string;
  /** How complete the catalogue is; by default coverage.json beside the catalogue. */
  coverageFile: string;
  /** Each island's zone, declination and tide station; by default place-facts.json beside the catalogue. */
  placeFactsFile: string;
  /** The catalogue's releases; releases.json beside the catalogue, whose releases/ folder holds their files. */
  releasesFile: string;
  dataDir: string;
  /** DATABASE_URL: the shared PostgreSQL inbox; unset, the lowdb file in dataDir. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof dataSettingsEnvSchema>['LOG_LEVEL'];
  /** The imagery service's origin the satellite pictures are asked of. */
  gibsOrigin: string;
}

/** The settings from already-parsed variables, paths made absolute. */
export function dataSettingsOf(e: z.infer<typeof dataSettingsEnvSchema>): DataSettings {
  return {
    catalogFile: path.resolve(e.CATALOG_FILE),
    outlinesFile: path.resolve(e.OUTLINES_FILE ?? path.join(path.dirname(e.CATALOG_FILE), 'outlines.topo.json')),
    remotenessFile: path.resolve(e.REMOTENESS_FILE ?? path.join(path.dirname(e.CATALOG_FILE), 'remoteness.json')),
    coverageFile: path.resolve(e.COVERAGE_FILE ?? path.join(path.dirname(e.CATALOG_FILE), 'coverage.json')),
    placeFactsFile: path.resolve(e.PLACE_FACTS_FILE ?? path.join(path.dirname(e.CATALOG_FILE), 'place-facts.json')),
    releasesFile: path.resolve(path.join(path.dirname(e.CATALOG_FILE), 'releases.json')),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    gibsOrigin: gibsOrigin(e.GIBS_URL),
  };
}

/** Parses the environment; a bad value is an error naming the variable. */
export function loadDataSettings(env: NodeJS.ProcessEnv = process.env): DataSettings {
  const parsed = dataSettingsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return dataSettingsOf(parsed.data);
}

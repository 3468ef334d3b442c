import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  CATALOG_FILE: z.string().min(1).default('data/catalog.json'),
  DATA_DIR: z.string().min(1).default('var'),
  ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value && value.length > 0 ? value : undefined)),
  ANALYTICS_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STATIC_DIR: z.string().min(1).default('dist/renderer'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  RATE_LIMIT: z.coerce.number().int().min(0).default(0),
});

export interface Config {
  port: number;
  host: string | undefined;
  catalogFile: string;
  dataDir: string;
  adminToken: string | undefined;
  analyticsUrl: string | undefined;
  staticDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Requests per minute per client; 0 means off, as the terms say today. */
  rateLimit: number;
}

/** The environment, parsed once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    catalogFile: path.resolve(e.CATALOG_FILE),
    dataDir: path.resolve(e.DATA_DIR),
    adminToken: e.ADMIN_TOKEN,
    analyticsUrl: e.ANALYTICS_URL,
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT,
  };
}

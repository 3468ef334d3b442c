import { z } from 'zod';

const runtimeConfigSchema = z.object({
  analyticsUrl: z.url().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * Runtime settings the server writes into index.html (`<script id="isolario-config">`), read
 * once at start. Missing or malformed config means the defaults: no analytics.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById('isolario-config');
  if (!element?.textContent) return {};
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

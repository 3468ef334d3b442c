import { z } from 'zod';

/**
 * The API's OpenAPI document as the interactive reference receives it (over HTTP, or built in the
 * desktop's main process): its shape is OpenAPI's, checked here only for what the reference needs.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\./, 'An OpenAPI 3 document'),
  info: z.looseObject({ title: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

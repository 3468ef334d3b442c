import { z } from 'zod';
import { coverageSummarySchema } from '@core/coverage/coverage-summary';
import { openApiDocumentSchema } from '@core/contract/openapi-document';
import { categoryIslandSchema } from '@core/catalogue/card-schemas';
import { exploreCardPageSchema } from '@core/catalogue/explore-page-schema';
import { islandOutlineSchema } from '@core/outlines/outline-schema';
import {
  errorBodySchema,
  islandImageSchema,
  islandResultSchema,
  islandSchema,
  publicContactSchema,
  publicNewsletterSchema,
  publicSubmissionSchema,
  statisticsSchema,
} from '@core/contract/schemas';

/** Every answer the http adapter parses. Loaded alongside the first request, not with the page. */
export const responseSchemas = {
  island: islandSchema,
  islandList: z.array(islandSchema),
  islandResultList: z.array(islandResultSchema),
  explorePage: exploreCardPageSchema,
  categoryIslands: z.array(categoryIslandSchema),
  imageList: z.array(islandImageSchema),
  outline: islandOutlineSchema,
  statistics: statisticsSchema,
  coverage: coverageSummarySchema,
  openApiDocument: openApiDocumentSchema,
  submission: publicSubmissionSchema,
  contact: publicContactSchema,
  newsletter: publicNewsletterSchema,
  errorBody: errorBodySchema,
};
export type ResponseSchemas = typeof responseSchemas;
export type ResponseOf<K extends keyof ResponseSchemas> = z.output<ResponseSchemas[K]>;

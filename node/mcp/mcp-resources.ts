import { readFile } from 'node:fs/promises';
import { DATASET_LICENCES, LICENCE_SECTION_PATH } from '@core/contract/licences';
import type { McpResource } from './mcp-server';

/** The catalogue's documents an assistant may read, wherever the tools are served from. */
export function catalogueResources({
  openApiDocument,
  dataReadmeFile,
}: {
  openApiDocument: () => unknown;
  /** data/README.md: what each field means and the rules the catalogue keeps. */
  dataReadmeFile: string;
}): McpResource[] {
  return [
    {
      uri: 'isolario://openapi.json',
      name: 'openapi',
      title: 'The Isolario API (OpenAPI 3.1)',
      description: 'Every endpoint of the public REST API, its parameters and answers.',
      mimeType: 'application/json',
      read: () => JSON.stringify(openApiDocument(), null, 2),
    },
    {
      uri: 'isolario://licences',
      name: 'licences',
      title: 'Licences and credits',
      description: `What each part of the data may be reused for, and the credit it needs (${LICENCE_SECTION_PATH}).`,
      mimeType: 'application/json',
      read: () => JSON.stringify(DATASET_LICENCES, null, 2),
    },
    {
      uri: 'isolario://data/README.md',
      name: 'data-readme',
      title: 'The catalogue: fields and rules',
      description: 'What each island field means, how regions and categories are chosen, and where facts come from.',
      mimeType: 'text/markdown',
      read: () => readFile(dataReadmeFile, 'utf8'),
    },
  ];
}

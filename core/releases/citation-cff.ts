import { DATASET_DESCRIPTION, DATASET_TITLE } from './dataset-names';

/**
 * CITATION.cff (Citation File Format 1.2.0) for a release: what GitHub's "Cite this repository"
 * and Zenodo read. Written by npm run data:release, so its version is always the newest release's.
 */
export function citationCff(options: { version: string; date: string; repositoryUrl?: string; licence: string }) {
  const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return [
    'cff-version: 1.2.0',
    'message: "If you use this dataset, please cite it as below, naming the release you used."',
    'type: dataset',
    `title: ${quote(DATASET_TITLE)}`,
    `abstract: ${quote(DATASET_DESCRIPTION)}`,
    'authors:',
    '  - name: "The Isolario team"',
    `version: ${quote(options.version)}`,
    `date-released: ${quote(options.date)}`,
    `license: ${options.licence}`,
    ...(options.repositoryUrl ? [`repository-code: ${quote(options.repositoryUrl)}`] : []),
    'keywords:',
    '  - islands',
    '  - remoteness',
    '  - geography',
    '',
  ].join('\n');
}

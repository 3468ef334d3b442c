import { toCsv } from '@core/catalogue/catalogue-export';
import type { Approval, SubmissionReview } from '@core/curation/curation-schemas';
import type { Contact, IslandImage, NewsletterSubscription, Submission } from '@core/contract/schemas';
import type { RankedCandidate } from './nasa-candidates';

const MAX_CELL = 32;

/** One line per cell, capped: names with newlines or great length must not break the columns. */
function cell(value: unknown, max = MAX_CELL): string {
  const text = value === undefined || value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A plain-text table with a header row, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((value, column) => (column === cells.length - 1 ? value : value.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

const day = (timestamp: string | undefined) => (timestamp ? timestamp.slice(0, 10) : '');

export function submissionsTable(submissions: readonly Submission[]): string {
  return table(
    ['ID', 'ISLAND', 'COUNTRY', 'SUBMITTER', 'SUBMITTED', 'STATUS'],
    submissions.map((submission) => [
      submission.id,
      cell(submission.name),
      cell(submission.country),
      cell(submission.submitterName, 24),
      day(submission.submittedAt),
      submission.status,
    ]),
  );
}

export function contactsTable(contacts: readonly Contact[]): string {
  return table(
    ['ID', 'FROM', 'EMAIL', 'SUBJECT', 'RECEIVED', 'STATUS'],
    contacts.map((contact) => [
      contact.id,
      cell(contact.name, 24),
      cell(contact.email),
      cell(contact.subject, 40),
      day(contact.submittedAt),
      contact.status,
    ]),
  );
}

/** Every field of a submission in the order of the form, then the review fields. */
const SUBMISSION_FIELDS: (keyof Submission)[] = [
  'id',
  'status',
  'name',
  'country',
  'region',
  'category',
  'description',
  'latitude',
  'longitude',
  'area',
  'population',
  'accessMethod',
  'hasAirport',
  'hasAbandonedAirstrip',
  'isInhabited',
  'militaryHistory',
  'imageUrl',
  'source',
  'submitterName',
  'submitterEmail',
  'submittedAt',
  'reviewedAt',
  'reviewNotes',
];

function fieldLines(record: Record<string, unknown>, fields: readonly string[]): string[] {
  const width = Math.max(...fields.map((field) => field.length));
  return fields.map((field) => {
    const value = record[field];
    const text = value === undefined ? '—' : String(value);
    return `  ${`${field}:`.padEnd(width + 1)} ${text.replace(/\n/g, `\n  ${' '.repeat(width + 2)}`)}`;
  });
}

export function reviewText(review: SubmissionReview): string {
  const { submission } = review;
  const lines = [`Submission ${submission.id}`, ...fieldLines(submission, SUBMISSION_FIELDS), ''];
  if (submission.status !== 'pending') {
    lines.push(`Already ${submission.status}; nothing left to review.`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(`Would be added as: ${review.proposedId}`);
  if (review.problems.length === 0) lines.push('Rules: none broken; it can be approved as it is.');
  else {
    lines.push(`Rules it breaks (${review.problems.length}); approval is refused until they are fixed:`);
    for (const problem of review.problems) lines.push(`  - [${problem.rule}] ${problem.message}; fix: ${problem.fix}`);
  }
  if (review.duplicates.length === 0) lines.push('Likely duplicates: none.');
  else {
    lines.push(`Likely duplicates in the catalogue (${review.duplicates.length}):`);
    for (const duplicate of review.duplicates)
      lines.push(
        `  - ${duplicate.id} (${duplicate.name}): ${duplicate.reasons.join(', ')}; ${duplicate.distanceKm} km away, name similarity ${duplicate.nameSimilarity}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

export function approvalText(approval: Approval, location: string): string {
  const { island, submission, image } = approval;
  const featured = island.featured ? ' (featured)' : '';
  const lines = approval.awaitingPublication
    ? [
        `Approved submission ${submission.id}: '${island.name}' will be ${island.id}${featured}.`,
        'It waits in the database for publication: run npm run curate -- publish where the catalogue is in git, then commit and deploy.',
      ]
    : [
        `Approved submission ${submission.id}: added '${island.name}' as ${island.id}${featured}.`,
        `Island: ${location}`,
      ];
  if (image) lines.push(`Primary image: ${image.imageUrl}`);
  if (submission.reviewNotes) lines.push(`Notes: ${submission.reviewNotes}`);
  return `${lines.join('\n')}\n`;
}

export function duplicateWarnings(approval: Approval): string[] {
  return approval.duplicates.map(
    (duplicate) =>
      `warning: '${approval.island.name}' may duplicate ${duplicate.id} (${duplicate.name}): ${duplicate.reasons.join(', ')}`,
  );
}

export function contactText(contact: Contact): string {
  const header = fieldLines(contact, ['id', 'status', 'name', 'email', 'subject', 'submittedAt']);
  return `Contact message\n${header.join('\n')}\n\n${contact.message}\n`;
}

/** RFC 4180: a header row email,subscribedAt, CRLF line ends, fields quoted when they must be. */
export function subscribersCsv(subscribers: readonly NewsletterSubscription[]): string {
  return toCsv(subscribers, ['email', 'subscribedAt']);
}

/** What the searches found, best first, each with why it ranks there and the URL to add. */
export function suggestionsText(
  island: { id: string; name: string },
  searches: readonly { name: string; totalHits?: number; found: number }[],
  candidates: readonly RankedCandidate[],
  total: number,
): string {
  const searched = searches
    .map(
      (search) => `'${search.name}' (${search.found} image${search.found === 1 ? '' : 's'}${hitsBeyondPage(search)})`,
    )
    .join(', ');
  const lines = [`NASA images for ${island.name} (${island.id}); searched ${searched}`];
  if (total === 0) {
    lines.push('No candidates.');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `${total} candidate${total === 1 ? '' : 's'}${candidates.length < total ? `, the best ${candidates.length} shown (--limit N for more)` : ''}: the island's names first, then Earth observation and ISS photography, then newest`,
    '',
  );
  for (const candidate of candidates) {
    const why = [
      candidate.matchedName && `mentions '${candidate.matchedName}'`,
      candidate.earthObservation && `Earth observation: ${candidate.earthObservation}`,
    ].filter(Boolean);
    lines.push(
      `${candidate.rank}. ${cell(candidate.title, 100)}`,
      `   ${[day(candidate.dateCreated) || 'undated', candidate.nasaId, candidate.center, ...why].filter(Boolean).join(' · ')}`,
      `   ${candidate.imageUrl}`,
    );
  }
  lines.push(
    '',
    'Each URL is the ~large.jpg rendition; ~orig.jpg in its place is the original.',
    `Add one: npm run curate -- images add ${island.id} <url> --caption "..." --credit "NASA/..." [--primary]`,
  );
  return `${lines.join('\n')}\n`;
}

const hitsBeyondPage = (search: { totalHits?: number; found: number }) =>
  search.totalHits !== undefined && search.totalHits > search.found ? `; first page of ${search.totalHits} hits` : '';

export function imageAddedText(image: IslandImage, location: string): string {
  const lines = [
    `Added image ${image.id} to ${image.islandId}${image.isPrimary ? ' as its primary image' : ''}: ${image.imageUrl}`,
  ];
  if (image.title) lines.push(`Caption: ${image.title}`);
  if (image.source) lines.push(`Credit: ${image.source}`);
  lines.push(`Island: ${location}`);
  return `${lines.join('\n')}\n`;
}

/** images from-satellite when the picture is already among the island's images: nothing added. */
export function satelliteKeptText(image: IslandImage, outcome: 'already' | 'made-primary', location: string): string {
  const first =
    outcome === 'already'
      ? `${image.islandId} already has its satellite picture as its primary image (image ${image.id}); nothing written.`
      : `Made image ${image.id}, the satellite picture ${image.islandId} already had, its primary image again.`;
  return `${[first, `Picture: ${image.imageUrl}`, `Island: ${location}`].join('\n')}\n`;
}

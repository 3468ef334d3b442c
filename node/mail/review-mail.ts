import type { Submission } from '../../core/contract/schemas';

/** The message a submitter gets when the team decides on their island: plain text, no markup. */
export interface ReviewMail {
  to: string;
  subject: string;
  text: string;
}

const SIGNATURE = '\n-- \nThe Isolario team\n';

function greeting(submission: Submission): string {
  return `Hello ${submission.submitterName},\n\nThank you for submitting ${submission.name} to Isolario.`;
}

function reference(submission: Submission): string {
  return `Your submission's reference: ${submission.id} (sent ${submission.submittedAt.slice(0, 10)}).`;
}

/**
 * Approved: where the island can be seen (its page under `siteUrl` when the site's address is
 * known), and that it shows only after the next publication where the catalogue waits for one.
 */
export function approvalMail(
  submission: Submission,
  island: { id: string; name: string },
  options: { siteUrl?: string | undefined; awaitingPublication?: boolean | undefined } = {},
): ReviewMail {
  const page = options.siteUrl ? new URL(`/island/${encodeURIComponent(island.id)}`, options.siteUrl).href : undefined;
  const lines = [
    greeting(submission),
    '',
    `The team has reviewed it and added it to the catalogue as ${island.name}.` +
      (options.awaitingPublication ? ' It appears on the site with the next publication of the catalogue.' : ''),
    ...(page ? ['', `Its page: ${page}`] : []),
    ...(submission.reviewNotes ? ['', `The reviewer's note: ${submission.reviewNotes}`] : []),
    '',
    reference(submission),
  ];
  return {
    to: submission.submitterEmail,
    subject: `${island.name} is now in Isolario`,
    text: lines.join('\n') + '\n' + SIGNATURE,
  };
}

/** Rejected: the reviewer's reason, which the team must give (curate refuses a rejection without one). */
export function rejectionMail(submission: Submission): ReviewMail {
  const lines = [
    greeting(submission),
    '',
    'The team has reviewed it and has not added it to the catalogue.',
    ...(submission.reviewNotes ? ['', `The reviewer's reason: ${submission.reviewNotes}`] : []),
    '',
    'You are welcome to submit it again with that put right.',
    '',
    reference(submission),
  ];
  return {
    to: submission.submitterEmail,
    subject: `Your submission of ${submission.name} to Isolario`,
    text: lines.join('\n') + '\n' + SIGNATURE,
  };
}

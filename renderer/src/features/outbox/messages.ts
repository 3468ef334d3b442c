/** Every text of the desktop outbox, in one place. */
export const OUTBOX_TEXT = {
  buttonLabel: 'Outbox',
  allSent: 'All sent',
  waiting: (count: number) => `${count} waiting`,
  rejected: (count: number) => `${count} not accepted`,
  dialogTitle: 'Outbox',
  dialogDescription:
    'What you send from the desktop app is saved on this computer first and sent to Isolario when you are online.',
  offline: 'You are offline. Everything is saved and will be sent when you are online.',
  lastSync: 'Last sync',
  never: 'Not yet',
  lastSyncError: 'Could not reach Isolario',
  waitingHeading: 'Waiting to be sent',
  rejectedHeading: 'Not accepted',
  empty: 'Nothing is waiting to be sent.',
  sendNow: 'Send now',
  sending: 'Sending...',
  retry: 'Retry',
  discard: 'Discard',
  attempts: (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`),
  kinds: { submission: 'Island submission', contact: 'Message', newsletter: 'Newsletter sign-up' },
  actionFailed: 'That did not work. Please try again.',
} as const;

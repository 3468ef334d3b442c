/** Every user-visible text of the submission flow, spelled as spec sections 4, 5 and 8 spell it. */
export const SUBMISSION_TEXT = {
  dialogTitle: 'Submit a Remote Island',
  dialogDescription:
    'Know an island that belongs in the catalogue? Tell us about it. Our team reviews every submission and you will be notified by e-mail about its status.',
  cancel: 'Cancel',
  discardTitle: 'Discard this submission?',
  discardText: 'What you have typed will be lost. Keep editing to finish it later in this session.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit Island',
  submitting: 'Submitting...',
  successTitle: 'Submission successful!',
  successText: "Thank you for contributing! We'll review your island and add it to our database if approved.",
  failureTitle: 'Submission failed',
  failureText: 'Please check your information and try again.',
  ctaTitle: 'Know a Remote Island?',
  warningsHeading: 'Please check before you send:',
  warningsAfter: 'Previous goes back to change them; or send as it is, and our curators will look again.',
} as const;

/** Home's call-to-action scrolls to the top first, then opens the dialog after this pause. */
export const SUBMIT_CTA_DELAY_MS = 500;

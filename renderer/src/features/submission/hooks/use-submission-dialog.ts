import { atom, useAtom } from 'jotai';

/** Whether the submission dialog is open; the header, home's call-to-action and /#submit-island open it. */
export const submissionDialogOpenAtom = atom(false);

export function useSubmissionDialog() {
  const [open, setOpen] = useAtom(submissionDialogOpenAtom);
  return { open, setOpen };
}

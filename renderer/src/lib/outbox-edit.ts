import { useMutation } from '@tanstack/react-query';
import { atom, useAtom } from 'jotai';
import type { OutboxItem, OutboxKind } from '@core/outbox/outbox';
import type { OutboxEditInput } from '@core/outbox/outbox-edit';
import { useDataSource } from './data-source-context';

/**
 * The rejected outbox item being corrected, handed from the outbox to the form it came from
 * (the submission dialog, the contact form, the newsletter sign-up). Here in lib/ because
 * features do not import each other.
 */
export const outboxEditAtom = atom<OutboxItem | undefined>(undefined);

/** The text every form shows while it edits an outbox item, so they read the same. */
export const OUTBOX_EDIT_TEXT = {
  notice: (reason: string) =>
    `You are correcting an item Isolario did not accept${reason ? ` (${reason})` : ''}. Correct it and send it again.`,
  send: 'Save and send again',
  saved: 'Saved, to be sent again',
  savedText: "Your corrected version replaces the one Isolario did not accept; it will be sent when you're online.",
  cancel: 'Stop editing',
} as const;

/**
 * The item this form is correcting (undefined when it is not), and the save that replaces the
 * rejected item's content and queues it again.
 */
export function useOutboxEdit<K extends OutboxKind>(kind?: K) {
  const [editing, setEditing] = useAtom(outboxEditAtom);
  const { desktop } = useDataSource();
  const save = useMutation({
    mutationFn: (edit: Extract<OutboxEditInput, { kind: K }>) => {
      if (!desktop || !editing) throw new Error('Nothing is being edited');
      return desktop.editOutboxItem({ id: editing.id, edit });
    },
    onSuccess: () => setEditing(undefined),
  });
  const mine = editing && (kind === undefined || editing.kind === kind) ? editing : undefined;
  return { editing: mine, setEditing, save };
}

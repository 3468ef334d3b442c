import { isDesktopApp } from './desktop-bridge';

/** The desktop app keeps what the user sends in its outbox first; its success toasts say so. */
export const SAVED_FOR_SYNC_TEXT = "Saved on this computer; it will be sent when you're online.";

/** A success toast's text: as the spec spells it on the web, with the outbox note on the desktop. */
export function successText(webText: string): string {
  return isDesktopApp() ? `${webText} ${SAVED_FOR_SYNC_TEXT}` : webText;
}

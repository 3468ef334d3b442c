import type { ErrorIssue } from '@core/contract/errors';
import type { IpcErrorCode } from '@core/contract/ipc';

/** A failure of the desktop's own work (the hosted API out of reach, a refused refresh) with its IPC code. */
export class DesktopError extends Error {
  constructor(
    readonly code: IpcErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'DesktopError';
  }
}

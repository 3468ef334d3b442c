import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DesktopNotice } from '@core/contract/desktop-status';
import { DesktopError } from '../desktop-error';
import type { Handlers } from './register';

export interface AppDeps {
  /** Files the outbox set aside at start-up (full paths). */
  outboxSetAside: () => readonly string[];
  /** The settings file's last change, when it could not be used, and why. */
  settingsRefused?: () => { file: string; reason: string } | undefined;
  logDir: string;
  /** Electron's shell.openPath: resolves '' on success, else what went wrong. */
  openPath: (folder: string) => Promise<string>;
}

/** What went wrong at start-up, and the log folder: nothing the person should know of fails silently. */
export function appHandlers({
  outboxSetAside,
  settingsRefused = () => undefined,
  logDir,
  openPath,
}: AppDeps): Handlers<'desktopNotices' | 'openLogFolder'> {
  return {
    desktopNotices: (): DesktopNotice[] => {
      const notices: DesktopNotice[] = outboxSetAside().map((file) => ({
        kind: 'outbox-set-aside',
        fileName: path.basename(file),
        folder: path.dirname(file),
      }));
      const refused = settingsRefused();
      if (refused)
        notices.push({
          kind: 'settings-refused',
          fileName: path.basename(refused.file),
          folder: path.dirname(refused.file),
          reason: refused.reason,
        });
      return notices;
    },
    async openLogFolder() {
      await mkdir(logDir, { recursive: true });
      const failure = await openPath(logDir);
      if (failure) throw new DesktopError('unavailable', `Could not open ${logDir}: ${failure}`);
      return logDir;
    },
  };
}

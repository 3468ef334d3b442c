import type { OutboxService } from '@core/outbox/outbox-service';
import { exportFileName, writeOutboxExport } from '../outbox/outbox-export';
import type { Handlers } from './register';

export interface OutboxDeps {
  outbox: OutboxService;
  online: () => boolean;
  /** Asks where to save (the main process's save dialog); undefined when the person closed it. */
  chooseExportFile: (suggestedName: string) => Promise<string | undefined>;
  clock?: () => Date;
}

/** One item read whole, a rejected one corrected and queued again, and the whole outbox exported. */
export function outboxHandlers({
  outbox,
  online,
  chooseExportFile,
  clock = () => new Date(),
}: OutboxDeps): Handlers<'outboxItem' | 'editOutboxItem' | 'exportOutbox'> {
  return {
    outboxItem: ({ body }) => outbox.item(body.id),
    async editOutboxItem({ body }) {
      await outbox.edit(body.id, body.edit);
      return outbox.status(online());
    },
    async exportOutbox() {
      const file = await chooseExportFile(exportFileName(clock()));
      if (!file) return { saved: false };
      const items = await writeOutboxExport(file, outbox.snapshot(), clock());
      return { saved: true, file, items };
    },
  };
}

import { z } from 'zod';
import { outboxEditSchema } from '../../outbox/outbox-edit';
import { outboxItemIdSchema, outboxItemSchema, outboxStatusSchema } from '../../outbox/outbox';
import {
  apiInfoSchema,
  catalogueInfoSchema,
  catalogueRefreshSchema,
  desktopNoticesSchema,
  outboxExportResultSchema,
  selectionExportResultSchema,
} from '../desktop-status';
import { listReadQuery } from '../../catalogue/list-query';
import { defineOperations } from '../operation';

const outboxItem = z.object({ id: outboxItemIdSchema });

/** What only the desktop app does, over IPC: its outbox, its catalogue update, its own state. */
export const DESKTOP_OPERATIONS = defineOperations({
  outboxStatus: {
    summary: 'The outbox as the header shows it',
    description: 'What waits to be sent, what was refused and what went, and whether the app is online.',
    tag: 'Desktop',
    channel: 'outbox:status',
    output: outboxStatusSchema,
    errors: [],
  },
  retryOutboxItem: {
    summary: 'Send a refused or waiting item again now',
    description: 'Sent now, not after the backoff; the answer shows it waiting.',
    tag: 'Desktop',
    channel: 'outbox:retry',
    body: outboxItem,
    output: outboxStatusSchema,
    errors: [],
  },
  discardOutboxItem: {
    summary: 'Discard an outbox item',
    description: 'The item is dropped and never sent.',
    tag: 'Desktop',
    channel: 'outbox:discard',
    body: outboxItem,
    output: outboxStatusSchema,
    errors: [],
  },
  syncOutbox: {
    summary: 'Send what waits, now',
    description: 'A sync pass on demand; the answer is the outbox after it.',
    tag: 'Desktop',
    channel: 'outbox:sync',
    output: outboxStatusSchema,
    errors: [],
  },
  outboxItem: {
    summary: 'One outbox item whole',
    description: 'The whole item, payload and all: what the person opens to read, copy or edit.',
    tag: 'Desktop',
    channel: 'outbox:item',
    body: outboxItem,
    output: outboxItemSchema,
    errors: [],
  },
  editOutboxItem: {
    summary: 'Correct a refused item',
    description: 'A rejected item corrected in its form, queued again under a new id.',
    tag: 'Desktop',
    channel: 'outbox:edit',
    body: outboxItem.extend({ edit: outboxEditSchema }),
    output: outboxStatusSchema,
    errors: [],
  },
  exportOutbox: {
    summary: 'Save the outbox as a file',
    description: 'Asks where to save, then writes the whole outbox there as JSON.',
    tag: 'Desktop',
    channel: 'outbox:export',
    output: outboxExportResultSchema,
    errors: [],
  },
  exportSelection: {
    summary: "Save Explore's selection as a data package",
    description:
      "Asks for a folder, then writes the islands Explore's filters select there as a Frictionless Data Package (datapackage.json with its Table Schema, the CSV, JSON and GeoJSON) with CITATION.cff naming the release: made on the machine, offline.",
    tag: 'Desktop',
    channel: 'catalogue:export-selection',
    query: listReadQuery('list'),
    output: selectionExportResultSchema,
    errors: [],
  },
  refreshCatalogue: {
    summary: 'Update the catalogue from the hosted API',
    description: 'Downloads the catalogue when it changed; its progress is pushed as it comes.',
    tag: 'Desktop',
    channel: 'catalogue:refresh',
    output: catalogueRefreshSchema,
    errors: [],
  },
  cancelCatalogueUpdate: {
    summary: 'Stop the catalogue update under way',
    description: 'true: an update was under way and is now stopped; false: there was none.',
    tag: 'Desktop',
    channel: 'catalogue:cancel',
    output: z.boolean(),
    errors: [],
  },
  catalogueInfo: {
    summary: 'Which catalogue is in use',
    description: 'Bundled or updated, its date, and when the hosted API was last asked.',
    tag: 'Desktop',
    channel: 'catalogue:info',
    output: catalogueInfoSchema,
    errors: [],
  },
  apiInfo: {
    summary: 'The hosted API the app syncs with',
    description: 'Its base URL, which the API page documents.',
    tag: 'Desktop',
    channel: 'app:api-info',
    output: apiInfoSchema,
    errors: [],
  },
  desktopNotices: {
    summary: 'What went wrong at start-up',
    description: 'What the person must know: a damaged outbox set aside, a settings file refused.',
    tag: 'Desktop',
    channel: 'app:notices',
    output: desktopNoticesSchema,
    errors: [],
  },
  openLogFolder: {
    summary: 'Open the log folder',
    description: 'Opens the folder the log file is in; the answer is its path, so the window can name it.',
    tag: 'Desktop',
    channel: 'app:open-log-folder',
    output: z.string(),
    errors: [],
  },
});

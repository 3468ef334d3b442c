import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { OPERATION_ROUTES } from '@core/contract/operation-table-routes';
import { requestOf } from '@core/contract/operation-routes';
import type { OperationId } from '@core/contract/operations';
import { islandPath } from '@core/site/web-routes';
import type { ApproveInput, Approval, SubmissionReview } from '@core/curation/curation-schemas';
import {
  approvalSchema,
  contactListSchema,
  submissionListSchema,
  submissionReviewSchema,
  subscriberListSchema,
} from '@core/curation/curation-schemas';
import { createCatalogueService, type CatalogueServiceDeps } from '@core/catalogue/catalogue-service';
import { createCurationService, type Publication } from '@core/curation/curation-service';
import { isCoreError } from '@core/contract/errors';
import type { ErrorIssue } from '@core/contract/errors';
import type {
  Contact,
  Island,
  IslandImage,
  IslandImagePayload,
  NewsletterSubscription,
  Submission,
} from '@core/contract/schemas';
import {
  contactSchema,
  errorBodySchema,
  islandImageSchema,
  islandSchema,
  submissionSchema,
} from '@core/contract/schemas';
import type { DataSettings } from '../../node/data-settings';
import { createLogger } from '../../node/logger';
import { openCatalogueStore, type FileCatalogueStore } from '../../node/stores/catalogue-store';
import { openInbox, type OpenedInbox } from '../../node/stores/open-inbox';
import { journalFileOf } from '../../node/json-store/journal';

/** The exit codes of npm run curate, one per kind of outcome a script may want to tell apart. */
export const EXIT = {
  ok: 0,
  refused: 1,
  usage: 2,
  notFound: 3,
  auth: 4,
  unreachable: 5,
  /** The decision is saved, but the e-mail to the submitter did not go (SMTP configured). */
  unsent: 6,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the command reports on stderr and turns into its exit code. */
export class CurateError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
    readonly issues: ErrorIssue[] = [],
    /** A last line saying what to do next. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'CurateError';
  }
}

/** What the command does, whether the files are local or a server holds them. */
export interface CurationBackend {
  /** Where an island can be seen once approved: a page URL or the catalogue file. */
  islandLocation(id: string): string;
  listSubmissions(status?: string): Promise<Submission[]>;
  showSubmission(id: string): Promise<SubmissionReview>;
  approve(id: string, input: ApproveInput): Promise<Approval>;
  reject(id: string, notes: string): Promise<Submission>;
  listContacts(status?: string): Promise<Contact[]>;
  readContact(id: string): Promise<Contact>;
  activeSubscribers(): Promise<NewsletterSubscription[]>;
  close(): Promise<void>;
}

/** The local files with the shared database: what only `curate publish` does. */
export interface PublishBackend {
  publish(): Promise<Publication>;
  close(): Promise<void>;
}

const CORE_EXIT: Record<string, ExitCode> = {
  not_found: EXIT.notFound,
  invalid: EXIT.refused,
  conflict: EXIT.refused,
  idempotency_mismatch: EXIT.refused,
  unavailable: EXIT.unreachable,
  unauthorized: EXIT.auth,
  forbidden: EXIT.auth,
};

/** Core errors from the service on local files, as the command's errors. */
async function local<T>(task: () => T | Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isCoreError(error)) throw new CurateError(CORE_EXIT[error.code] ?? EXIT.refused, error.message, error.issues);
    throw error;
  }
}

async function openLocalCatalogue(file: string): Promise<FileCatalogueStore> {
  try {
    return await openCatalogueStore(file, createLogger('warn'), { watch: false });
  } catch (error) {
    throw new CurateError(EXIT.usage, `Cannot open the catalogue ${file} (CATALOG_FILE): ${(error as Error).message}`);
  }
}

/**
 * The curation service the server runs, over CATALOG_FILE and the inbox the configuration names
 * (DATA_DIR's file, or the shared database with its approvals queue), and how to close both.
 */
async function openLocalCuration(
  config: Pick<DataSettings, 'catalogFile' | 'dataDir' | 'databaseUrl'>,
  beforeInbox: () => void = () => undefined,
) {
  const catalog = await openLocalCatalogue(config.catalogFile);
  beforeInbox();
  let inbox: OpenedInbox;
  try {
    inbox = await openInbox(config, createLogger('warn'), { expireKeys: false });
  } catch (error) {
    catalog.close();
    throw new CurateError(EXIT.unreachable, (error as Error).message);
  }
  const service = createCurationService({
    catalog,
    inbox: inbox.store,
    ...(inbox.queue ? { queue: inbox.queue } : {}),
  });
  const close = async () => {
    await inbox.close();
    catalog.close();
  };
  return { service, close };
}

/**
 * The same curation service the server runs, over CATALOG_FILE and the inbox: DATA_DIR's file
 * (no server may write it meanwhile), or with DATABASE_URL the shared database, where approvals
 * wait for `publish` as they do on the servers.
 */
export async function openLocalBackend(
  config: Pick<DataSettings, 'catalogFile' | 'dataDir' | 'databaseUrl'>,
  warn: (line: string) => void,
): Promise<CurationBackend> {
  const inboxFile = path.join(config.dataDir, 'inbox.json');
  const { service, close } = await openLocalCuration(config, () => {
    if (!config.databaseUrl && !existsSync(inboxFile) && !existsSync(journalFileOf(inboxFile)))
      warn(`note: ${inboxFile} does not exist yet (DATA_DIR); the inbox is empty`);
  });
  return {
    islandLocation: (id) => `${id} in ${config.catalogFile}`,
    listSubmissions: (status) => local(() => service.listSubmissions({ status })),
    showSubmission: (id) => local(() => service.showSubmission(id)),
    approve: (id, input) => local(() => service.approve(id, input)),
    reject: (id, notes) => local(() => service.reject(id, { notes })),
    listContacts: (status) => local(() => service.listContacts({ status })),
    readContact: (id) => local(() => service.readContact(id)),
    activeSubscribers: () => local(() => service.activeSubscribers()),
    close,
  };
}

/** `curate publish`: the database's approvals queue into CATALOG_FILE. Needs DATABASE_URL. */
export async function openPublishBackend(
  config: Pick<DataSettings, 'catalogFile' | 'dataDir' | 'databaseUrl'>,
): Promise<PublishBackend> {
  if (!config.databaseUrl)
    throw new CurateError(
      EXIT.usage,
      'publish writes the islands approved in the shared database: set DATABASE_URL (without it, approvals already write CATALOG_FILE)',
    );
  const { service, close } = await openLocalCuration(config);
  return { publish: () => local(() => service.publish()), close };
}

const REQUEST_TIMEOUT_MS = 30_000;

type RemoteCall = <T>(operation: OperationId, input: Record<string, unknown>, schema: z.ZodType<T>) => Promise<T>;

/** Calls a running server's operations with the admin token; answers are parsed with the table's schemas. */
function remoteCaller(base: string, token: string): RemoteCall {
  return async function call<T>(operation: OperationId, input: Record<string, unknown>, schema: z.ZodType<T>) {
    const { method, path: route, body } = requestOf(OPERATION_ROUTES[operation], input);
    const url = `${base}${route}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new CurateError(EXIT.unreachable, `Cannot reach the server at ${base}: ${reason}`);
    }
    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CurateError(
        EXIT.unreachable,
        `${base} answered ${method} ${route} with ${res.status} ${res.statusText} and no Isolario JSON; is it an Isolario server?`,
      );
    }
    if (!res.ok) throw remoteError(res.status, json, base);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new CurateError(EXIT.unreachable, `${base} gave an unexpected answer to ${method} ${route}`);
    }
    return parsed.data;
  };
}

const trimBase = (serverUrl: string) => serverUrl.replace(/\/+$/, '');

/** The admin endpoints of a running server; answers are parsed with the contract's schemas. */
export function openRemoteBackend(serverUrl: string, token: string): CurationBackend {
  const base = trimBase(serverUrl);
  const call = remoteCaller(base, token);
  return {
    islandLocation: (islandId) => `${base}${islandPath(islandId)}`,
    listSubmissions: (status) => call('adminListSubmissions', { status }, submissionListSchema),
    showSubmission: (id) => call('adminShowSubmission', { id }, submissionReviewSchema),
    approve: (id, input) => call('adminApproveSubmission', { id, ...input }, approvalSchema),
    reject: (id, notes) => call('adminRejectSubmission', { id, notes }, submissionSchema),
    listContacts: (status) => call('adminListContacts', { status }, contactListSchema),
    readContact: (id) => call('adminReadContact', { id }, contactSchema),
    activeSubscribers: () => call('adminNewsletter', {}, subscriberListSchema),
    close: async () => undefined,
  };
}

/** The island images of the catalogue, whether the file is local or a server holds it. */
export interface ImageBackend {
  /** Where the island and its images can be seen: a page URL or the catalogue file. */
  islandLocation(id: string): string;
  getIsland(id: string): Promise<Island>;
  /** The island's images, the primary one first. */
  images(islandId: string): Promise<IslandImage[]>;
  /** The admin API's addImage: the core catalogue service, locally or behind the server. */
  addImage(islandId: string, payload: IslandImagePayload): Promise<IslandImage>;
  setPrimaryImage(islandId: string, imageId: string): Promise<IslandImage>;
  close(): Promise<void>;
}

/**
 * The catalogue service the server runs, over CATALOG_FILE alone (images need no inbox); given
 * the pictures' join, its islands carry their satellite picture as the server's do.
 */
export async function openLocalImageBackend(
  config: Pick<DataSettings, 'catalogFile'>,
  satellite?: CatalogueServiceDeps['satellite'],
): Promise<ImageBackend> {
  const catalog = await openLocalCatalogue(config.catalogFile);
  const service = createCatalogueService({ store: catalog, ...(satellite ? { satellite } : {}) });
  return {
    islandLocation: (id) => `${id} in ${config.catalogFile}`,
    getIsland: (id) => local(() => service.getIsland(id)),
    images: (islandId) => local(() => service.images(islandId)),
    addImage: (islandId, payload) => local(() => service.addImage(islandId, payload)),
    setPrimaryImage: (islandId, imageId) => local(() => service.setPrimaryImage(islandId, imageId)),
    close: async () => catalog.close(),
  };
}

/** The public island read and the admin image endpoint of a running server. */
export function openRemoteImageBackend(serverUrl: string, token: string): ImageBackend {
  const base = trimBase(serverUrl);
  const call = remoteCaller(base, token);
  return {
    islandLocation: (islandId) => `${base}${islandPath(islandId)}`,
    getIsland: (id) => call('getIsland', { id }, islandSchema),
    images: (id) => call('islandImages', { id }, islandImageSchema.array()),
    addImage: (id, payload) => call('addImage', { id, ...payload }, islandImageSchema),
    setPrimaryImage: (id, imageId) => call('setPrimaryImage', { id, imageId }, islandImageSchema),
    close: async () => undefined,
  };
}

function remoteError(status: number, json: unknown, base: string): CurateError {
  const parsed = errorBodySchema.safeParse(json);
  const message = parsed.success ? parsed.data.message : `the server answered ${status}`;
  const issues = parsed.success ? (parsed.data.issues ?? []) : [];
  if (status === 401)
    return new CurateError(EXIT.auth, `${base} refused the token: ADMIN_TOKEN is not the server's (${message})`);
  if (status === 403)
    return new CurateError(EXIT.auth, `${base} refused: ${message}. Start the server with ADMIN_TOKEN set.`);
  if (status === 404) return new CurateError(EXIT.notFound, message);
  if (status === 429 || status >= 500) return new CurateError(EXIT.unreachable, `${base}: ${message}`);
  return new CurateError(EXIT.refused, message, issues);
}

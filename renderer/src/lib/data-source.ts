import type { RemotestMeasure } from '@core/remoteness/remoteness-ranks';
import type { CoverageSummary } from '@core/coverage/coverage-summary';
import type {
  CatalogueInfo,
  CatalogueProgress,
  DesktopNotice,
  OutboxExportResult,
} from '@core/contract/desktop-status';
import type { ApiInfo, CatalogueRefresh } from '@core/contract/ipc-contract';
import type { OpenApiDocument } from '@core/contract/openapi-document';
import type { OutboxEditInput } from '@core/outbox/outbox-edit';
import type { CardIsland, CategoryIsland } from '@core/catalogue/card-fields';
import type { ExplorePage, ExploreRequest } from '@core/catalogue/explore-page';
import type { IslandResult } from '@core/catalogue/island-query';
import type { IslandOutline } from '@core/outlines/outline';
import type { OutboxItem, OutboxStatus, Queued } from '@core/outbox/outbox';
import type { GeoPoint } from '@core/place/place-query';
import type { Island, IslandImage, Statistics } from '@core/contract/schemas';
import type {
  ContactPayload,
  NewsletterPayload,
  PublicContact,
  PublicNewsletter,
  PublicSubmission,
  SubmissionPayloadInput,
} from '@core/contract/schemas';

/**
 * What became of something the user sent: stored by the server (with the record it keeps), or
 * queued in the desktop app's outbox, to be sent when it is online.
 */
export type Delivery<T> = { status: 'stored'; record: T } | Queued;

/** What only the desktop app can do; the web adapter has none of it. */
export interface DesktopCapabilities {
  outboxStatus(): Promise<OutboxStatus>;
  /** Calls the listener with each status the main process pushes; returns the unsubscribe. */
  onOutboxChange(listener: (status: OutboxStatus) => void): () => void;
  retryOutboxItem(id: string): Promise<OutboxStatus>;
  discardOutboxItem(id: string): Promise<OutboxStatus>;
  syncOutbox(): Promise<OutboxStatus>;
  /** One item whole: its payload, state, attempts and errors. */
  outboxItem(id: string): Promise<OutboxItem>;
  /** A rejected item corrected in its form: queued again under a new id. */
  editOutboxItem(id: string, edit: OutboxEditInput): Promise<OutboxStatus>;
  /** Asks where to save, then writes the whole outbox there as JSON. */
  exportOutbox(): Promise<OutboxExportResult>;
  refreshCatalogue(): Promise<CatalogueRefresh>;
  /** Stops the update under way; true when there was one. */
  cancelCatalogueUpdate(): Promise<boolean>;
  /** Calls the listener as an update downloads; returns the unsubscribe. */
  onCatalogueProgress(listener: (progress: CatalogueProgress) => void): () => void;
  /** Which catalogue is in use, its date, when it was last checked. */
  catalogueInfo(): Promise<CatalogueInfo>;
  /** The hosted API the app syncs with, which its API page documents. */
  apiInfo(): Promise<ApiInfo>;
  /** What went wrong at start-up that the person must know (a damaged outbox set aside). */
  desktopNotices(): Promise<DesktopNotice[]>;
  /** Opens the folder the log file is in; answers its path. */
  openLogFolder(): Promise<string>;
}

/**
 * The one port every screen reads and writes through. The web build speaks HTTP; the desktop
 * build adds an adapter over the preload bridge with the same shape, plus its own capabilities.
 */
export interface DataSource {
  listIslands(): Promise<Island[]>;
  /** A page of the filtered islands with the counts beside each choice (Explore). */
  exploreIslands(request: ExploreRequest): Promise<ExplorePage<CardIsland>>;
  featuredIslands(): Promise<Island[]>;
  island(id: string): Promise<Island>;
  /** A category's islands, each with its card's fields and whether it is featured. */
  islandsByCategory(slug: string): Promise<CategoryIsland[]>;
  islandsByRegion(region: string): Promise<Island[]>;
  searchIslands(query: string): Promise<Island[]>;
  /** The islands nearest a point, nearest first, each with its distanceKm. */
  nearestIslands(near: GeoPoint, limit: number): Promise<IslandResult[]>;
  islandImages(id: string): Promise<IslandImage[]>;
  /** The island's coastline; null when the coastline data has none for it. */
  islandOutline(id: string): Promise<IslandOutline | null>;
  statistics(): Promise<Statistics>;
  /** The islands ranked on one remoteness measure, remotest first. */
  remotest(measure: RemotestMeasure, limit: number): Promise<Island[]>;
  /** How much of the world's remote land the catalogue holds (an error when it was never measured). */
  coverage(): Promise<CoverageSummary>;
  /** The API's OpenAPI document, which the interactive reference renders. */
  openApiDocument(): Promise<OpenApiDocument>;
  submitIsland(payload: SubmissionPayloadInput): Promise<Delivery<PublicSubmission>>;
  sendContact(payload: ContactPayload): Promise<Delivery<PublicContact>>;
  subscribe(payload: NewsletterPayload): Promise<Delivery<PublicNewsletter>>;
  /** Present only in the desktop app: pages check for it, never for the bridge. */
  readonly desktop?: DesktopCapabilities;
}

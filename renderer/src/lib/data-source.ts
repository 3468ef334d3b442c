import type { Island, IslandImage, Statistics } from '@core/schemas';
import type {
  ContactPayload,
  NewsletterPayload,
  PublicContact,
  PublicNewsletter,
  PublicSubmission,
  SubmissionPayloadInput,
} from '@core/schemas';

/**
 * The one port every screen reads and writes through. The web build speaks HTTP; the desktop
 * build adds an adapter over the preload bridge with the same shape.
 */
export interface DataSource {
  listIslands(): Promise<Island[]>;
  featuredIslands(): Promise<Island[]>;
  island(id: string): Promise<Island>;
  islandsByCategory(slug: string): Promise<Island[]>;
  islandsByRegion(region: string): Promise<Island[]>;
  searchIslands(query: string): Promise<Island[]>;
  islandImages(id: string): Promise<IslandImage[]>;
  statistics(): Promise<Statistics>;
  submitIsland(payload: SubmissionPayloadInput): Promise<PublicSubmission>;
  sendContact(payload: ContactPayload): Promise<PublicContact>;
  subscribe(payload: NewsletterPayload): Promise<PublicNewsletter>;
}

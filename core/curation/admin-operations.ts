import type { CatalogueService } from '../catalogue/catalogue-service';
import { ConflictError } from '../contract/errors';
import type { Implementations } from '../contract/operation';
import type { ADMIN_OPERATIONS } from '../contract/operations/admin-operations';
import type { CurationService } from './curation-service';

export interface AdminOptions {
  /**
   * With a shared database (DATABASE_URL) several instances serve one catalogue deployed from git:
   * none may edit its own copy, so image changes go through `npm run curate` where the file is.
   */
  sharedDeployment?: boolean;
}

const FROM_GIT =
  'This deployment publishes its catalogue from git (DATABASE_URL is set): add and change images with npm run curate -- images where the catalogue file is, then commit and deploy it';

/** The curators' operations: the catalogue's images and the review of the inbox. */
export function adminOperations(
  curation: CurationService,
  catalogue: CatalogueService,
  { sharedDeployment = false }: AdminOptions = {},
): Implementations<typeof ADMIN_OPERATIONS> {
  const editable = () => {
    if (sharedDeployment) throw new ConflictError(FROM_GIT);
  };
  return {
    addImage({ id, body }) {
      editable();
      return catalogue.addImage(id, body);
    },
    async deleteImage({ imageId }) {
      editable();
      await catalogue.deleteImage(imageId);
    },
    setPrimaryImage({ id, imageId }) {
      editable();
      return catalogue.setPrimaryImage(id, imageId);
    },
    adminListSubmissions: (query) => curation.listSubmissions(query),
    adminShowSubmission: ({ id }) => curation.showSubmission(id),
    adminApproveSubmission: ({ id, body }) => curation.approve(id, body),
    adminRejectSubmission: ({ id, body }) => curation.reject(id, body),
    adminListContacts: (query) => curation.listContacts(query),
    adminReadContact: ({ id }) => curation.readContact(id),
    adminNewsletter: () => curation.activeSubscribers(),
  };
}

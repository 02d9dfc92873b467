import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { AuditTrail } from "#modules/admin/index.js";
import { AlertsService } from "#modules/alerts/index.js";
import {
  DuplicatePhotoCheck,
  HeldPhotoChanges,
  ListingPhotoIntake,
} from "#modules/listing-submissions/index.js";
import type { ListingSubmissionsConfig } from "#modules/listing-submissions/listing-submissions.config.js";
import { ListingSubmissionsService } from "#modules/listing-submissions/listing-submissions.service.js";
import { ListingOwnership } from "#modules/listings/index.js";
import { PhotoPipeline } from "#modules/photos/index.js";
import { RelistingsService } from "#modules/relistings/index.js";
import { UploadIntake } from "#modules/uploads/index.js";
import { SharpPhashImageHasher } from "../../images/sharp-phash-image-hasher.js";
import { SqlImageHashRepository } from "./sql-image-hash.repository.js";
import { TypeOrmListingSubmissionRepository } from "./typeorm-listing-submission.repository.js";

/** Listing submissions: the public form, its photos' duplicate check and the admin's review. */
export const listingSubmissionsBindings = new ContainerModule(({ bind }) => {
  bind<ListingSubmissionsConfig>(TOKENS.ListingSubmissionsConfig).toDynamicValue(
    fromConfig(({ infoEmail, listingTtlDays }) => ({ infoEmail, listingTtlDays })),
  );
  bind(TOKENS.ImageHasher).toConstantValue(new SharpPhashImageHasher());
  bind(TOKENS.ImageHashRepository).toDynamicValue(onDb(SqlImageHashRepository));
  bindClass(bind, DuplicatePhotoCheck, [
    TOKENS.ImageHasher,
    TOKENS.ImageHashRepository,
    ListingOwnership,
  ]);

  bindClass(bind, ListingPhotoIntake, [
    UploadIntake,
    PhotoPipeline,
    DuplicatePhotoCheck,
    TOKENS.Transactions,
  ]);
  bindClass(bind, HeldPhotoChanges, [
    TOKENS.ListingSubmissionRepository,
    TOKENS.UserRepository,
    DuplicatePhotoCheck,
    TOKENS.Mailer,
    TOKENS.ListingSubmissionsConfig,
  ]);

  bind(TOKENS.ListingSubmissionRepository).toDynamicValue(onDb(TypeOrmListingSubmissionRepository));
  bindClass(bind, ListingSubmissionsService, [
    TOKENS.ListingSubmissionRepository,
    TOKENS.PropertyRepository,
    TOKENS.AgentRepository,
    TOKENS.FileStore,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    DuplicatePhotoCheck,
    AuditTrail,
    UploadIntake,
    ListingPhotoIntake,
    // Publishing tells the saved-search alerts (listings do not know who listens).
    AlertsService,
    TOKENS.ListingSubmissionsConfig,
    TOKENS.UserRepository,
    // A new listing is linked to the earlier listing of the same place (decision 102).
    RelistingsService,
  ]);
});

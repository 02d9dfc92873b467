import { Container } from "inversify";
import type { Logger as PinoLogger } from "pino";
import { accountsBindings } from "../adapters/modules/accounts/accounts.bindings.js";
import { adminBindings } from "../adapters/modules/admin/admin.bindings.js";
import { agentsBindings } from "../adapters/modules/agents/agents.bindings.js";
import { alertsBindings } from "../adapters/modules/alerts/alerts.bindings.js";
import { availabilityBindings } from "../adapters/modules/availability/availability.bindings.js";
import { blogBindings } from "../adapters/modules/blog/blog.bindings.js";
import { catalogueBindings } from "../adapters/modules/catalogue/catalogue.bindings.js";
import { contactBindings } from "../adapters/modules/contact/contact.bindings.js";
import { contactClicksBindings } from "../adapters/modules/contact-clicks/contact-clicks.bindings.js";
import { favouritesBindings } from "../adapters/modules/favourites/favourites.bindings.js";
import { hostelsBindings } from "../adapters/modules/hostels/hostels.bindings.js";
import { inquiriesBindings } from "../adapters/modules/inquiries/inquiries.bindings.js";
import { listingFreshnessBindings } from "../adapters/modules/listing-freshness/listing-freshness.bindings.js";
import { listingHistoryBindings } from "../adapters/modules/listing-history/listing-history.bindings.js";
import { listingSubmissionsBindings } from "../adapters/modules/listing-submissions/listing-submissions.bindings.js";
import { listingsBindings } from "../adapters/modules/listings/listings.bindings.js";
import { moneyBindings } from "../adapters/modules/money/money.bindings.js";
import { myListingsBindings } from "../adapters/modules/my-listings/my-listings.bindings.js";
import { photosBindings } from "../adapters/modules/photos/photos.bindings.js";
import { priceGuideBindings } from "../adapters/modules/price-guide/price-guide.bindings.js";
import { rateLimitsBindings } from "../adapters/modules/rate-limits/rate-limits.bindings.js";
import { relistingsBindings } from "../adapters/modules/relistings/relistings.bindings.js";
import { reportsBindings } from "../adapters/modules/reports/reports.bindings.js";
import { uploadsBindings } from "../adapters/modules/uploads/uploads.bindings.js";
import { viewingsBindings } from "../adapters/modules/viewings/viewings.bindings.js";
import type { DbContext } from "../adapters/persistence/db-context.js";
import type { AppConfig } from "../config.js";
import type { CatalogueChanges, Clock } from "../shared/ports.js";
import { mailAndJobsBindings } from "./modules/mail-and-jobs.bindings.js";
import { metricsBindings } from "./modules/metrics.bindings.js";
import { sharedBindings } from "./modules/shared.bindings.js";
import { TOKENS } from "./tokens.js";

export interface Infrastructure {
  config: AppConfig;
  logger: PinoLogger;
  db: DbContext;
  /** The time every service reads; tests pass one they can move. */
  clock?: Clock;
  /** Heard from the database, whoever wrote: the read cache's invalidation (decision 22). */
  catalogueChanges: CatalogueChanges;
}

/**
 * The one composition root (decision 44): what the process was started with, as constants, and
 * each module's bindings. A module's bindings give its ports their adapters and its services their
 * ports and its config object; they may name other modules' tokens and services in any order,
 * since nothing is built until a door asks for it.
 */
export function buildContainer({
  config,
  logger,
  db,
  clock,
  catalogueChanges,
}: Infrastructure): Container {
  const c = new Container({ defaultScope: "Singleton" });
  c.bind(TOKENS.Config).toConstantValue(config);
  c.bind(TOKENS.Logger).toConstantValue(logger);
  c.bind(TOKENS.Db).toConstantValue(db);
  c.bind(TOKENS.Transactions).toConstantValue(db);
  c.bind<CatalogueChanges>(TOKENS.CatalogueChanges).toConstantValue(catalogueChanges);
  c.bind<Clock>(TOKENS.Clock).toConstantValue(clock ?? { now: () => new Date() });
  c.load(
    sharedBindings,
    mailAndJobsBindings,
    photosBindings,
    uploadsBindings,
    adminBindings,
    accountsBindings,
    agentsBindings,
    moneyBindings,
    listingsBindings,
    catalogueBindings,
    priceGuideBindings,
    listingHistoryBindings,
    availabilityBindings,
    viewingsBindings,
    listingSubmissionsBindings,
    relistingsBindings,
    listingFreshnessBindings,
    myListingsBindings,
    reportsBindings,
    alertsBindings,
    favouritesBindings,
    inquiriesBindings,
    hostelsBindings,
    contactBindings,
    contactClicksBindings,
    blogBindings,
    rateLimitsBindings,
    metricsBindings,
  );
  return c;
}

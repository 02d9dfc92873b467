import { Container } from "inversify";
import type { Logger as PinoLogger } from "pino";
import type { DbContext } from "../adapters/persistence/db-context.js";
import type { AppConfig } from "../config.js";
import type { CatalogueChanges, Clock } from "../shared/ports.js";
import { accountsBindings } from "./modules/accounts.bindings.js";
import { adminBindings } from "./modules/admin.bindings.js";
import { agentsBindings } from "./modules/agents.bindings.js";
import { alertsBindings } from "./modules/alerts.bindings.js";
import { blogBindings } from "./modules/blog.bindings.js";
import { catalogueBindings } from "./modules/catalogue.bindings.js";
import { contactBindings } from "./modules/contact.bindings.js";
import { contactClicksBindings } from "./modules/contact-clicks.bindings.js";
import { favouritesBindings } from "./modules/favourites.bindings.js";
import { hostelsBindings } from "./modules/hostels.bindings.js";
import { inquiriesBindings } from "./modules/inquiries.bindings.js";
import { listingFreshnessBindings } from "./modules/listing-freshness.bindings.js";
import { listingSubmissionsBindings } from "./modules/listing-submissions.bindings.js";
import { listingsBindings } from "./modules/listings.bindings.js";
import { mailAndJobsBindings } from "./modules/mail-and-jobs.bindings.js";
import { metricsBindings } from "./modules/metrics.bindings.js";
import { moneyBindings } from "./modules/money.bindings.js";
import { myListingsBindings } from "./modules/my-listings.bindings.js";
import { photosBindings } from "./modules/photos.bindings.js";
import { priceGuideBindings } from "./modules/price-guide.bindings.js";
import { rateLimitsBindings } from "./modules/rate-limits.bindings.js";
import { reportsBindings } from "./modules/reports.bindings.js";
import { sharedBindings } from "./modules/shared.bindings.js";
import { uploadsBindings } from "./modules/uploads.bindings.js";
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
    listingSubmissionsBindings,
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

import path from "node:path";
import { Container } from "inversify";
import type { Logger as PinoLogger } from "pino";
import { ScryptPasswordHasher } from "../adapters/crypto/scrypt-password-hasher.js";
import { RssParserFeedReader } from "../adapters/feeds/rss-parser-feed-reader.js";
import { SESSION_MAX_AGE_MS } from "../adapters/http/session.js";
import { SharpImageProbe } from "../adapters/images/sharp-image-probe.js";
import { SharpPhashImageHasher } from "../adapters/images/sharp-phash-image-hasher.js";
import type { DbContext } from "../adapters/persistence/db-context.js";
import { SqlAdminReadModel } from "../adapters/persistence/repositories/sql-admin-read-model.js";
import { SqlAuditLogRepository } from "../adapters/persistence/repositories/sql-audit-log.repository.js";
import { SqlContactClickRepository } from "../adapters/persistence/repositories/sql-contact-click.repository.js";
import { SqlImageHashRepository } from "../adapters/persistence/repositories/sql-image-hash.repository.js";
import { SqlManagedListingReadModel } from "../adapters/persistence/repositories/sql-managed-listing.read-model.js";
import { SqlRateLimiter } from "../adapters/persistence/repositories/sql-rate-limiter.js";
import { TypeOrmBlogPostRepository } from "../adapters/persistence/repositories/typeorm-blog-post.repository.js";
import { TypeOrmBlogRefreshRunRepository } from "../adapters/persistence/repositories/typeorm-blog-refresh-run.repository.js";
import {
  TypeOrmContactMessageRepository,
  TypeOrmNewsletterRepository,
} from "../adapters/persistence/repositories/typeorm-contact.repository.js";
import { TypeOrmExchangeRateRepository } from "../adapters/persistence/repositories/typeorm-exchange-rate.repository.js";
import { TypeOrmFavouriteRepository } from "../adapters/persistence/repositories/typeorm-favourite.repository.js";
import { TypeOrmHostelRepository } from "../adapters/persistence/repositories/typeorm-hostel.repository.js";
import { TypeOrmInquiryRepository } from "../adapters/persistence/repositories/typeorm-inquiry.repository.js";
import { TypeOrmListingFreshnessRepository } from "../adapters/persistence/repositories/typeorm-listing-freshness.repository.js";
import { TypeOrmListingReportRepository } from "../adapters/persistence/repositories/typeorm-listing-report.repository.js";
import { TypeOrmListingSubmissionRepository } from "../adapters/persistence/repositories/typeorm-listing-submission.repository.js";
import { TypeOrmPropertyRepository } from "../adapters/persistence/repositories/typeorm-property.repository.js";
import { TypeOrmSavedSearchRepository } from "../adapters/persistence/repositories/typeorm-saved-search.repository.js";
import { TypeOrmSessionStore } from "../adapters/persistence/repositories/typeorm-session.store.js";
import { TypeOrmSettingsRepository } from "../adapters/persistence/repositories/typeorm-settings.repository.js";
import { connectRedis } from "../adapters/redis/connect-redis.js";
import { RedisRateLimiter } from "../adapters/redis/redis-rate-limiter.js";
import { DiskFileStore } from "../adapters/storage/disk-file-store.js";
import type { AppConfig } from "../config.js";
import { AdminAuthService } from "../modules/admin/admin-auth.service.js";
import { AdminDashboardService } from "../modules/admin/admin-dashboard.service.js";
import { AuditLogService } from "../modules/admin/audit-log.service.js";
import { AuditTrail } from "../modules/admin/audit-trail.js";
import { AlertsService } from "../modules/alerts/alerts.service.js";
import { SavedSearchesService } from "../modules/alerts/saved-searches.service.js";
import { BlogService } from "../modules/blog/blog.service.js";
import { ContactService } from "../modules/contact/contact.service.js";
import { ContactClicksService } from "../modules/contact-clicks/contact-clicks.service.js";
import { FavouritesService } from "../modules/favourites/favourites.service.js";
import { HostelsService } from "../modules/hostels/hostels.service.js";
import { InquiriesService } from "../modules/inquiries/inquiries.service.js";
import { DuplicatePhotoCheck } from "../modules/listings/duplicate-photos.js";
import { ListingFreshnessService } from "../modules/listings/listing-freshness.service.js";
import { ListingOwnership } from "../modules/listings/listing-ownership.js";
import { ListingSubmissionsService } from "../modules/listings/listing-submissions.service.js";
import { ListingsService } from "../modules/listings/listings.service.js";
import { MyListingsService } from "../modules/listings/my-listings.service.js";
import { MoneyService } from "../modules/money/money.service.js";
import type { RateLimiter } from "../modules/rate-limits/rate-limits.ports.js";
import { RateLimitsService } from "../modules/rate-limits/rate-limits.service.js";
import { ListingReportsService } from "../modules/reports/listing-reports.service.js";
import type { CatalogueChanges, Clock, FileStore } from "../shared/ports.js";
import { bindAccounts } from "./accounts.bindings.js";
import { bindAgents } from "./agents.bindings.js";
import { bindMailAndJobs } from "./mail-and-jobs.bindings.js";
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

/** The one composition root: every port gets its adapter here, every service its ports. */
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
  bindMailAndJobs(c, { config, logger, db });
  c.bind(TOKENS.PasswordHasher).toConstantValue(new ScryptPasswordHasher());
  c.bind(TOKENS.ImageProbe).toConstantValue(new SharpImageProbe());
  const sessionStore = new TypeOrmSessionStore(db, SESSION_MAX_AGE_MS);
  c.bind(TOKENS.SessionStore).toConstantValue(sessionStore);
  c.bind<FileStore>(TOKENS.FileStore).toConstantValue(
    new DiskFileStore(path.join(config.dataDir, "uploads")),
  );

  // the audit log of admin decisions, written in each decision's transaction
  c.bind(TOKENS.AuditLogRepository).toConstantValue(new SqlAuditLogRepository(db));
  c.bind(AuditTrail).toDynamicValue(
    (r) => new AuditTrail(r.get(TOKENS.AuditLogRepository), r.get(TOKENS.Clock)),
  );
  c.bind(AuditLogService).toDynamicValue(
    (r) => new AuditLogService(r.get(TOKENS.AuditLogRepository)),
  );

  bindAccounts(c, { config, db, sessionStore });
  bindAgents(c, { config, db });

  // admin
  c.bind(TOKENS.SettingsRepository).toConstantValue(new TypeOrmSettingsRepository(db));
  c.bind(AdminAuthService).toDynamicValue(
    (r) =>
      new AdminAuthService(
        r.get(TOKENS.SettingsRepository),
        r.get(TOKENS.PasswordHasher),
        r.get(TOKENS.Transactions),
        r.get(AuditTrail),
      ),
  );

  c.bind(TOKENS.AdminReadModel).toConstantValue(new SqlAdminReadModel(db));
  c.bind(AdminDashboardService).toDynamicValue(
    (r) => new AdminDashboardService(r.get(TOKENS.AdminReadModel), r.get(TOKENS.Clock)),
  );

  // money: the operator's cedi–dollar rates
  c.bind(TOKENS.ExchangeRateRepository).toConstantValue(new TypeOrmExchangeRateRepository(db));
  c.bind(MoneyService).toDynamicValue(
    (r) =>
      new MoneyService(
        r.get(TOKENS.ExchangeRateRepository),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        r.get(AuditTrail),
      ),
  );

  // listings
  c.bind(TOKENS.PropertyRepository).toDynamicValue(
    (r) => new TypeOrmPropertyRepository(db, r.get(TOKENS.Clock)),
  );
  c.bind(ListingsService).toDynamicValue(
    (r) =>
      new ListingsService(
        r.get(TOKENS.PropertyRepository),
        r.get(MoneyService),
        r.get(TOKENS.Clock),
      ),
  );
  c.bind(ListingOwnership).toDynamicValue(
    (r) =>
      new ListingOwnership(
        r.get(TOKENS.PropertyRepository),
        r.get(TOKENS.UserRepository),
        r.get(TOKENS.AgentRepository),
      ),
  );

  c.bind(TOKENS.ListingSubmissionRepository).toConstantValue(
    new TypeOrmListingSubmissionRepository(db),
  );
  c.bind(ListingSubmissionsService).toDynamicValue(
    (r) =>
      new ListingSubmissionsService(
        r.get(TOKENS.ListingSubmissionRepository),
        r.get(TOKENS.PropertyRepository),
        r.get(TOKENS.AgentRepository),
        r.get(TOKENS.FileStore),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        config.infoEmail,
        r.get(DuplicatePhotoCheck),
        r.get(AuditTrail),
        r.get(TOKENS.ImageProbe),
        config.listingTtlDays,
        // Publishing tells the saved-search alerts (listings do not know who listens).
        r.get(AlertsService),
      ),
  );

  // saved searches and their e-mail alerts
  c.bind(TOKENS.SavedSearchRepository).toConstantValue(new TypeOrmSavedSearchRepository(db));
  c.bind(SavedSearchesService).toDynamicValue(
    (r) => new SavedSearchesService(r.get(TOKENS.SavedSearchRepository), r.get(TOKENS.Clock)),
  );
  c.bind(AlertsService).toDynamicValue(
    (r) =>
      new AlertsService(
        r.get(TOKENS.SavedSearchRepository),
        r.get(TOKENS.PropertyRepository),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        r.get(TOKENS.Logger),
        config.publicUrl,
        r.get(TOKENS.JobLock),
      ),
  );

  // listing freshness and reports (decision 13)
  c.bind(TOKENS.ListingFreshnessRepository).toConstantValue(
    new TypeOrmListingFreshnessRepository(db),
  );
  c.bind(ListingFreshnessService).toDynamicValue(
    (r) =>
      new ListingFreshnessService(
        r.get(TOKENS.ListingFreshnessRepository),
        r.get(ListingOwnership),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        config.listingTtlDays,
        config.publicUrl,
        r.get(TOKENS.JobLock),
      ),
  );
  c.bind(TOKENS.ListingReportRepository).toConstantValue(new TypeOrmListingReportRepository(db));
  c.bind(ListingReportsService).toDynamicValue(
    (r) =>
      new ListingReportsService(
        r.get(TOKENS.ListingReportRepository),
        r.get(TOKENS.SettingsRepository),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        r.get(AuditTrail),
      ),
  );
  c.bind(TOKENS.ImageHasher).toConstantValue(new SharpPhashImageHasher());
  c.bind(TOKENS.ImageHashRepository).toConstantValue(new SqlImageHashRepository(db));
  c.bind(DuplicatePhotoCheck).toDynamicValue(
    (r) =>
      new DuplicatePhotoCheck(
        r.get(TOKENS.ImageHasher),
        r.get(TOKENS.ImageHashRepository),
        r.get(ListingOwnership),
      ),
  );

  // favourites
  c.bind(TOKENS.FavouriteRepository).toConstantValue(new TypeOrmFavouriteRepository(db));
  c.bind(FavouritesService).toDynamicValue(
    (r) =>
      new FavouritesService(
        r.get(TOKENS.FavouriteRepository),
        r.get(TOKENS.PropertyRepository),
        r.get(MoneyService),
      ),
  );

  // inquiries
  c.bind(TOKENS.InquiryRepository).toConstantValue(new TypeOrmInquiryRepository(db));
  c.bind(InquiriesService).toDynamicValue(
    (r) =>
      new InquiriesService(
        r.get(TOKENS.InquiryRepository),
        r.get(TOKENS.PropertyRepository),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        config.infoEmail,
      ),
  );

  // hostels
  c.bind(TOKENS.HostelRepository).toConstantValue(new TypeOrmHostelRepository(db));
  c.bind(HostelsService).toDynamicValue((r) => new HostelsService(r.get(TOKENS.HostelRepository)));

  // contact and newsletter
  c.bind(TOKENS.ContactMessageRepository).toConstantValue(new TypeOrmContactMessageRepository(db));
  c.bind(TOKENS.NewsletterRepository).toConstantValue(new TypeOrmNewsletterRepository(db));
  c.bind(ContactService).toDynamicValue(
    (r) =>
      new ContactService(
        r.get(TOKENS.ContactMessageRepository),
        r.get(TOKENS.NewsletterRepository),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        config.infoEmail,
      ),
  );

  // blog
  c.bind(TOKENS.BlogPostRepository).toConstantValue(new TypeOrmBlogPostRepository(db));
  c.bind(TOKENS.BlogRefreshRunRepository).toConstantValue(new TypeOrmBlogRefreshRunRepository(db));
  c.bind(TOKENS.FeedReader).toConstantValue(new RssParserFeedReader({ timeoutMs: 15_000 }));
  c.bind(BlogService).toDynamicValue(
    (r) =>
      new BlogService(
        r.get(TOKENS.BlogPostRepository),
        r.get(TOKENS.BlogRefreshRunRepository),
        r.get(TOKENS.FeedReader),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        config.blogFeeds,
        r.get(TOKENS.JobLock),
      ),
  );

  // manage listings and contact clicks (the agent's leads)
  c.bind(TOKENS.ManagedListingReadModel).toConstantValue(new SqlManagedListingReadModel(db));
  c.bind(MyListingsService).toDynamicValue(
    (r) =>
      new MyListingsService(
        r.get(ListingOwnership),
        r.get(TOKENS.PropertyRepository),
        r.get(TOKENS.ManagedListingReadModel),
        r.get(TOKENS.InquiryRepository),
      ),
  );
  c.bind(TOKENS.ContactClickRepository).toConstantValue(new SqlContactClickRepository(db));
  c.bind(ContactClicksService).toDynamicValue(
    (r) =>
      new ContactClicksService(
        r.get(TOKENS.ContactClickRepository),
        r.get(TOKENS.PropertyRepository),
        r.get(TOKENS.AgentRepository),
        r.get(TOKENS.Clock),
      ),
  );

  // rate limits (decision 25): counters every app process shares
  c.bind<RateLimiter>(TOKENS.RateLimiter).toDynamicValue((r) =>
    config.redisUrl
      ? new RedisRateLimiter(
          connectRedis(config.redisUrl, {
            keyPrefix: `${config.redisKeyPrefix}rate:`,
            maxRetriesPerRequest: 1,
            commandTimeout: 1000,
          }),
          r.get(TOKENS.Clock),
          logger,
        )
      : new SqlRateLimiter(db.dataSource, r.get(TOKENS.Clock)),
  );
  c.bind(RateLimitsService).toDynamicValue((r) => new RateLimitsService(r.get(TOKENS.RateLimiter)));

  return c;
}

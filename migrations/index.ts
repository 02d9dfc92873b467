import { InitialSchema1763800000000 } from "./1763800000000-initial-schema.js";
import { ListingRentPeriod1763810000000 } from "./1763810000000-listing-rent-period.js";
import { HonestListings1763900000000 } from "./1763900000000-honest-listings.js";
import { ListingFreshnessAndReports1763910000000 } from "./1763910000000-listing-freshness-and-reports.js";
import { ImageHashes1763920000000 } from "./1763920000000-image-hashes.js";
import { SavedSearches1763930000000 } from "./1763930000000-saved-searches.js";
import { HostelRooms1763940000000 } from "./1763940000000-hostel-rooms.js";
import { ContactClicks1763950000000 } from "./1763950000000-contact-clicks.js";
import { SearchIndexes1764000000000 } from "./1764000000000-search-indexes.js";
import { CatalogueChanges1764050000000 } from "./1764050000000-catalogue-changes.js";
import { SearchText1764100000000 } from "./1764100000000-search-text.js";
import { RateLimitCounters1764200000000 } from "./1764200000000-rate-limit-counters.js";
import { AuditLog1764400000000 } from "./1764400000000-audit-log.js";
import { CoveringSearchIndexes1764500000000 } from "./1764500000000-covering-search-indexes.js";
import { MailOutboxRelay1764600000000 } from "./1764600000000-mail-outbox-relay.js";
import { JobLeases1764610000000 } from "./1764610000000-job-leases.js";
import { AccountTokens1764700000000 } from "./1764700000000-account-tokens.js";
import { AgentAccountsAndCountedReports1764710000000 } from "./1764710000000-agent-accounts-and-counted-reports.js";
import { HashedSessionIds1764720000000 } from "./1764720000000-hashed-session-ids.js";
import { PhotoPipeline1764800000000 } from "./1764800000000-photo-pipeline.js";
import { HeldPhotoChanges1764900000000 } from "./1764900000000-held-photo-changes.js";
import { ListingOwnerContact1764930000000 } from "./1764930000000-listing-owner-contact.js";
import { DecisionReasons1764960000000 } from "./1764960000000-decision-reasons.js";
import { ComparablePrices1765010000000 } from "./1765010000000-comparable-prices.js";
import { JobRuns1765061000000 } from "./1765061000000-job-runs.js";
import { SearchSignature1765070000000 } from "./1765070000000-search-signature.js";
import { Coordinates1765080000000 } from "./1765080000000-coordinates.js";
import { PriceGuideFigures1765090000000 } from "./1765090000000-price-guide-figures.js";
import { UpgradedUploadsAndAgents1765300000000 } from "./1765300000000-upgraded-uploads-and-agents.js";
import { MailboxKeys1765400000000 } from "./1765400000000-mailbox-keys.js";
import { ReportDecisionReason1765410000000 } from "./1765410000000-report-decision-reason.js";
import { ContactClicksOnceADay1765420000000 } from "./1765420000000-contact-clicks-once-a-day.js";
import { AgentApplicationsProveTheirAddress1765430000000 } from "./1765430000000-agent-applications-prove-their-address.js";
import { SignInBackoff1765440000000 } from "./1765440000000-sign-in-backoff.js";
import { VideosToClean1765450000000 } from "./1765450000000-videos-to-clean.js";
import { HostelAndCallClicks1765460000000 } from "./1765460000000-hostel-and-call-clicks.js";
import { SubmissionAreaInSquareMetres1765470000000 } from "./1765470000000-submission-area-in-square-metres.js";
import { ListingHistory1765480000000 } from "./1765480000000-listing-history.js";
import { AgentLicencesAndReportedFees1765490000000 } from "./1765490000000-agent-licences-and-reported-fees.js";
import { AvailabilityAsks1765500000000 } from "./1765500000000-availability-asks.js";
import { Relistings1765510000000 } from "./1765510000000-relistings.js";
import { Viewings1765520000000 } from "./1765520000000-viewings.js";
import { FavouriteAddKeptPlan1765530000000 } from "./1765530000000-favourite-add-kept-plan.js";

/** Migrations are listed, not globbed, so that compiled and test runs load the same set. */
export const migrations = [
  InitialSchema1763800000000,
  ListingRentPeriod1763810000000,
  HonestListings1763900000000,
  ListingFreshnessAndReports1763910000000,
  ImageHashes1763920000000,
  SavedSearches1763930000000,
  HostelRooms1763940000000,
  ContactClicks1763950000000,
  SearchIndexes1764000000000,
  CatalogueChanges1764050000000,
  SearchText1764100000000,
  RateLimitCounters1764200000000,
  AuditLog1764400000000,
  CoveringSearchIndexes1764500000000,
  MailOutboxRelay1764600000000,
  JobLeases1764610000000,
  AccountTokens1764700000000,
  AgentAccountsAndCountedReports1764710000000,
  HashedSessionIds1764720000000,
  PhotoPipeline1764800000000,
  HeldPhotoChanges1764900000000,
  ListingOwnerContact1764930000000,
  DecisionReasons1764960000000,
  ComparablePrices1765010000000,
  JobRuns1765061000000,
  SearchSignature1765070000000,
  Coordinates1765080000000,
  PriceGuideFigures1765090000000,
  UpgradedUploadsAndAgents1765300000000,
  MailboxKeys1765400000000,
  ReportDecisionReason1765410000000,
  ContactClicksOnceADay1765420000000,
  AgentApplicationsProveTheirAddress1765430000000,
  SignInBackoff1765440000000,
  VideosToClean1765450000000,
  HostelAndCallClicks1765460000000,
  SubmissionAreaInSquareMetres1765470000000,
  ListingHistory1765480000000,
  AgentLicencesAndReportedFees1765490000000,
  AvailabilityAsks1765500000000,
  Relistings1765510000000,
  Viewings1765520000000,
  FavouriteAddKeptPlan1765530000000,
];

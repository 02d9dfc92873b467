import type { Container } from "inversify";
import {
  AccountsService,
  EmailVerificationService,
  PasswordResetService,
} from "../modules/accounts/index.js";
import {
  AdminAuthService,
  AdminDashboardService,
  AuditLogService,
} from "../modules/admin/index.js";
import {
  AgentApplicationsService,
  AgentLicencesService,
  AgentLinksService,
  AgentsService,
} from "../modules/agents/index.js";
import { AlertsService, SavedSearchesService } from "../modules/alerts/index.js";
import { AvailabilityService } from "../modules/availability/index.js";
import { BlogService } from "../modules/blog/index.js";
import { CatalogueService } from "../modules/catalogue/index.js";
import { ContactService } from "../modules/contact/index.js";
import { ContactClicksService } from "../modules/contact-clicks/index.js";
import { FavouritesService } from "../modules/favourites/index.js";
import { HostelsService } from "../modules/hostels/index.js";
import { InquiriesService } from "../modules/inquiries/index.js";
import { ListingFreshnessService } from "../modules/listing-freshness/index.js";
import { ListingHistoryService } from "../modules/listing-history/index.js";
import { ListingSubmissionsService } from "../modules/listing-submissions/index.js";
import { ListingOwnership } from "../modules/listings/index.js";
import { MailRelayService } from "../modules/mail/index.js";
import { MoneyService } from "../modules/money/index.js";
import { MyListingsService } from "../modules/my-listings/index.js";
import { OldUploadAdoption, PhotoPipeline } from "../modules/photos/index.js";
import { PriceGuideService } from "../modules/price-guide/index.js";
import { RateLimitsService } from "../modules/rate-limits/index.js";
import { RelistingsService } from "../modules/relistings/index.js";
import { ListingReportsService, ReportedFeesService } from "../modules/reports/index.js";
import { OldVideoCleaning } from "../modules/uploads/index.js";
import { ViewingsService } from "../modules/viewings/index.js";

/** What the doors (HTTP, pages, CLI) may call: the services, nothing below them. */
export interface Services {
  accounts: AccountsService;
  emailVerification: EmailVerificationService;
  passwordReset: PasswordResetService;
  agents: AgentsService;
  agentApplications: AgentApplicationsService;
  agentLinks: AgentLinksService;
  agentLicences: AgentLicencesService;
  adminAuth: AdminAuthService;
  adminDashboard: AdminDashboardService;
  auditLog: AuditLogService;
  catalogue: CatalogueService;
  priceGuide: PriceGuideService;
  listingHistory: ListingHistoryService;
  availability: AvailabilityService;
  viewings: ViewingsService;
  listingOwnership: ListingOwnership;
  listingSubmissions: ListingSubmissionsService;
  relistings: RelistingsService;
  favourites: FavouritesService;
  inquiries: InquiriesService;
  hostels: HostelsService;
  contact: ContactService;
  blog: BlogService;
  money: MoneyService;
  savedSearches: SavedSearchesService;
  alerts: AlertsService;
  listingFreshness: ListingFreshnessService;
  listingReports: ListingReportsService;
  reportedFees: ReportedFeesService;
  myListings: MyListingsService;
  contactClicks: ContactClicksService;
  rateLimits: RateLimitsService;
  mailRelay: MailRelayService;
  photos: PhotoPipeline;
  oldUploads: OldUploadAdoption;
  oldVideos: OldVideoCleaning;
}

export function resolveServices(c: Container): Services {
  return {
    accounts: c.get(AccountsService),
    emailVerification: c.get(EmailVerificationService),
    passwordReset: c.get(PasswordResetService),
    agents: c.get(AgentsService),
    agentApplications: c.get(AgentApplicationsService),
    agentLinks: c.get(AgentLinksService),
    agentLicences: c.get(AgentLicencesService),
    adminAuth: c.get(AdminAuthService),
    adminDashboard: c.get(AdminDashboardService),
    auditLog: c.get(AuditLogService),
    catalogue: c.get(CatalogueService),
    priceGuide: c.get(PriceGuideService),
    listingHistory: c.get(ListingHistoryService),
    availability: c.get(AvailabilityService),
    viewings: c.get(ViewingsService),
    listingOwnership: c.get(ListingOwnership),
    listingSubmissions: c.get(ListingSubmissionsService),
    relistings: c.get(RelistingsService),
    favourites: c.get(FavouritesService),
    inquiries: c.get(InquiriesService),
    hostels: c.get(HostelsService),
    contact: c.get(ContactService),
    blog: c.get(BlogService),
    money: c.get(MoneyService),
    savedSearches: c.get(SavedSearchesService),
    alerts: c.get(AlertsService),
    listingFreshness: c.get(ListingFreshnessService),
    listingReports: c.get(ListingReportsService),
    reportedFees: c.get(ReportedFeesService),
    myListings: c.get(MyListingsService),
    contactClicks: c.get(ContactClicksService),
    rateLimits: c.get(RateLimitsService),
    mailRelay: c.get(MailRelayService),
    photos: c.get(PhotoPipeline),
    oldUploads: c.get(OldUploadAdoption),
    oldVideos: c.get(OldVideoCleaning),
  };
}

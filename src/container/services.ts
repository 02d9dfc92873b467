import type { Container } from "inversify";
import { AccountsService } from "../modules/accounts/accounts.service.js";
import { EmailVerificationService } from "../modules/accounts/email-verification.service.js";
import { PasswordResetService } from "../modules/accounts/password-reset.service.js";
import { AdminAuthService } from "../modules/admin/admin-auth.service.js";
import { AdminDashboardService } from "../modules/admin/admin-dashboard.service.js";
import { AuditLogService } from "../modules/admin/audit-log.service.js";
import { AgentApplicationsService } from "../modules/agents/agent-applications.service.js";
import { AgentLinksService } from "../modules/agents/agent-links.service.js";
import { AgentsService } from "../modules/agents/agents.service.js";
import { AlertsService } from "../modules/alerts/alerts.service.js";
import { SavedSearchesService } from "../modules/alerts/saved-searches.service.js";
import { BlogService } from "../modules/blog/blog.service.js";
import { CatalogueService } from "../modules/catalogue/catalogue.service.js";
import { ContactService } from "../modules/contact/contact.service.js";
import { ContactClicksService } from "../modules/contact-clicks/contact-clicks.service.js";
import { FavouritesService } from "../modules/favourites/favourites.service.js";
import { HostelsService } from "../modules/hostels/hostels.service.js";
import { InquiriesService } from "../modules/inquiries/inquiries.service.js";
import { ListingFreshnessService } from "../modules/listing-freshness/listing-freshness.service.js";
import { ListingSubmissionsService } from "../modules/listing-submissions/listing-submissions.service.js";
import { ListingOwnership } from "../modules/listings/listing-ownership.js";
import { MailRelayService } from "../modules/mail/mail-relay.service.js";
import { MoneyService } from "../modules/money/money.service.js";
import { MyListingsService } from "../modules/my-listings/my-listings.service.js";
import { OldUploadAdoption } from "../modules/photos/old-upload-adoption.service.js";
import { PhotoPipeline } from "../modules/photos/photo-pipeline.service.js";
import { PriceGuideService } from "../modules/price-guide/price-guide.service.js";
import { RateLimitsService } from "../modules/rate-limits/rate-limits.service.js";
import { ListingReportsService } from "../modules/reports/listing-reports.service.js";
import { OldVideoCleaning } from "../modules/uploads/old-video-cleaning.js";

/** What the doors (HTTP, pages, CLI) may call: the services, nothing below them. */
export interface Services {
  accounts: AccountsService;
  emailVerification: EmailVerificationService;
  passwordReset: PasswordResetService;
  agents: AgentsService;
  agentApplications: AgentApplicationsService;
  agentLinks: AgentLinksService;
  adminAuth: AdminAuthService;
  adminDashboard: AdminDashboardService;
  auditLog: AuditLogService;
  catalogue: CatalogueService;
  priceGuide: PriceGuideService;
  listingOwnership: ListingOwnership;
  listingSubmissions: ListingSubmissionsService;
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
    adminAuth: c.get(AdminAuthService),
    adminDashboard: c.get(AdminDashboardService),
    auditLog: c.get(AuditLogService),
    catalogue: c.get(CatalogueService),
    priceGuide: c.get(PriceGuideService),
    listingOwnership: c.get(ListingOwnership),
    listingSubmissions: c.get(ListingSubmissionsService),
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
    myListings: c.get(MyListingsService),
    contactClicks: c.get(ContactClicksService),
    rateLimits: c.get(RateLimitsService),
    mailRelay: c.get(MailRelayService),
    photos: c.get(PhotoPipeline),
    oldUploads: c.get(OldUploadAdoption),
    oldVideos: c.get(OldVideoCleaning),
  };
}

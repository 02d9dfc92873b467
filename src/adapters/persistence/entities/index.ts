import { SessionEntity } from "../../modules/accounts/session.entity.js";
import { UserEntity } from "../../modules/accounts/user.entity.js";
import { SettingEntity } from "../../modules/admin/setting.entity.js";
import { AgentEntity } from "../../modules/agents/agent.entity.js";
import { AgentApplicationEntity } from "../../modules/agents/agent-application.entity.js";
import {
  SavedSearchEntity,
  SavedSearchTokenEntity,
} from "../../modules/alerts/saved-search.entity.js";
import { AvailabilityAskEntity } from "../../modules/availability/availability-ask.entity.js";
import { BlogPostEntity } from "../../modules/blog/blog-post.entity.js";
import { BlogRefreshRunEntity } from "../../modules/blog/blog-refresh-run.entity.js";
import { ContactMessageEntity } from "../../modules/contact/contact-message.entity.js";
import { NewsletterSubscriptionEntity } from "../../modules/contact/newsletter-subscription.entity.js";
import { FavouriteEntity } from "../../modules/favourites/favourite.entity.js";
import { HostelRoomEntity } from "../../modules/hostels/hostel-room.entity.js";
import { StudentHostelEntity } from "../../modules/hostels/student-hostel.entity.js";
import { InquiryEntity } from "../../modules/inquiries/inquiry.entity.js";
import { ListingConfirmationEntity } from "../../modules/listing-freshness/listing-confirmation.entity.js";
import { ListingEventEntity } from "../../modules/listing-history/listing-event.entity.js";
import { ListingSubmissionEntity } from "../../modules/listing-submissions/listing-submission.entity.js";
import { PropertyEntity } from "../../modules/listings/property.entity.js";
import { MailOutboxEntity } from "../../modules/mail/mail-outbox.entity.js";
import { ExchangeRateEntity } from "../../modules/money/exchange-rate.entity.js";
import { ListingReportEntity } from "../../modules/reports/listing-report.entity.js";
import { ViewingEntity } from "../../modules/viewings/viewing.entity.js";

export const entities = [
  AgentEntity,
  AgentApplicationEntity,
  AvailabilityAskEntity,
  BlogPostEntity,
  BlogRefreshRunEntity,
  ContactMessageEntity,
  ExchangeRateEntity,
  FavouriteEntity,
  HostelRoomEntity,
  InquiryEntity,
  ListingConfirmationEntity,
  ListingEventEntity,
  ListingReportEntity,
  ListingSubmissionEntity,
  MailOutboxEntity,
  NewsletterSubscriptionEntity,
  PropertyEntity,
  SavedSearchEntity,
  SavedSearchTokenEntity,
  SessionEntity,
  SettingEntity,
  StudentHostelEntity,
  UserEntity,
  ViewingEntity,
];

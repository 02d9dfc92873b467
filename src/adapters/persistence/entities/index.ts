import { AgentEntity } from "./agent.entity.js";
import { AgentApplicationEntity } from "./agent-application.entity.js";
import { BlogPostEntity } from "./blog-post.entity.js";
import { BlogRefreshRunEntity } from "./blog-refresh-run.entity.js";
import { ContactMessageEntity } from "./contact-message.entity.js";
import { ExchangeRateEntity } from "./exchange-rate.entity.js";
import { FavouriteEntity } from "./favourite.entity.js";
import { HostelRoomEntity } from "./hostel-room.entity.js";
import { InquiryEntity } from "./inquiry.entity.js";
import { ListingConfirmationEntity } from "./listing-confirmation.entity.js";
import { ListingReportEntity } from "./listing-report.entity.js";
import { ListingSubmissionEntity } from "./listing-submission.entity.js";
import { MailOutboxEntity } from "./mail-outbox.entity.js";
import { NewsletterSubscriptionEntity } from "./newsletter-subscription.entity.js";
import { PropertyEntity } from "./property.entity.js";
import { SavedSearchEntity, SavedSearchTokenEntity } from "./saved-search.entity.js";
import { SessionEntity } from "./session.entity.js";
import { SettingEntity } from "./setting.entity.js";
import { StudentHostelEntity } from "./student-hostel.entity.js";
import { UserEntity } from "./user.entity.js";

export const entities = [
  AgentEntity,
  AgentApplicationEntity,
  BlogPostEntity,
  BlogRefreshRunEntity,
  ContactMessageEntity,
  ExchangeRateEntity,
  FavouriteEntity,
  HostelRoomEntity,
  InquiryEntity,
  ListingConfirmationEntity,
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
];

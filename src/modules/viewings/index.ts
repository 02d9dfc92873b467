/** The viewings module's public surface: what code outside it may import (decision 104). */
export { CALENDAR_CONTENT_TYPE } from "./viewing-calendar.js";
export { SEND_VIEWING_REMINDERS_JOB } from "./viewing-reminders.js";
export type { ViewingsConfig } from "./viewings.config.js";
export { ViewingLinkInvalidError } from "./viewings.errors.js";
export type {
  Lister,
  NewViewing,
  ReminderKind,
  ReminderWindow,
  ViewingChange,
  ViewingListing,
  ViewingRecord,
  ViewingRepository,
} from "./viewings.ports.js";
export type { ViewingAction, ViewingSide, ViewingStatus } from "./viewings.rules.js";
export { VIEWING_ACTIONS, VIEWING_STATUSES } from "./viewings.rules.js";
export { VIEWINGS_LISTED, ViewingsService } from "./viewings.service.js";
export type { MyViewings, Viewing } from "./viewings.types.js";

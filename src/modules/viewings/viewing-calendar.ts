import type { EventAttributes } from "ics";
import { loadOnce } from "../../shared/load-once.js";
import type { MailAttachment } from "../../shared/ports.js";
import { VIEWING_SLOT_MINUTES } from "./viewings.rules.js";

/** `ics` (and the schema library it validates with) is loaded with the first calendar file. */
const ics = loadOnce(() => import("ics"));

/** What a viewing's calendar file says: the same file the confirmed mail attaches. */
export interface CalendarViewing {
  id: number;
  title: string;
  startsAt: Date;
  requestedAt: Date;
  confirmedAt: Date;
  /** The place, with the digital address where the listing states one. */
  location: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  listingUrl: string;
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * A confirmed viewing as an iCalendar event: its time for the slot's 30 minutes, the place, the
 * listing's page, and alarms a day and two hours before, as the reminder mails. The UID stays
 * the viewing's and the SEQUENCE grows with each confirmation, so a calendar that imports the
 * file of a new time moves the event rather than adding a second one.
 */
export async function viewingCalendar(
  viewing: CalendarViewing,
  now: Date,
): Promise<MailAttachment> {
  const { createEvent } = await ics();
  const event = {
    uid: `viewing-${viewing.id}@ofie`,
    productId: "-//Ofie//Viewings//EN",
    method: "PUBLISH",
    // DTSTAMP: the Clock's time, not the library's.
    timestamp: now.getTime(),
    sequence: Math.max(
      0,
      Math.floor((viewing.confirmedAt.getTime() - viewing.requestedAt.getTime()) / 1000),
    ),
    start: viewing.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: VIEWING_SLOT_MINUTES },
    title: `Viewing: ${viewing.title}`,
    description: viewing.description,
    location: viewing.location,
    url: viewing.listingUrl,
    status: "CONFIRMED",
    ...(viewing.latitude !== null && viewing.longitude !== null
      ? { geo: { lat: viewing.latitude, lon: viewing.longitude } }
      : {}),
    alarms: [
      {
        action: "display",
        description: `Viewing tomorrow: ${viewing.title}`,
        trigger: { hours: 24, before: true },
      },
      {
        action: "display",
        description: `Viewing in two hours: ${viewing.title}`,
        trigger: { hours: 2, before: true },
      },
    ],
  } as EventAttributes;
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("the calendar file could not be written");
  return {
    filename: `ofie-viewing-${viewing.id}.ics`,
    contentType: CALENDAR_CONTENT_TYPE,
    content: value,
  };
}

import { canManage, formatPrice, type ListingManager, listingPlace } from "../listings/index.js";
import type { CalendarViewing } from "./viewing-calendar.js";
import type { Lister, ViewingRecord } from "./viewings.ports.js";
import { actionsFor, type ViewingSide } from "./viewings.rules.js";
import type { Viewing } from "./viewings.types.js";

/** A map link the phone opens (nothing is fetched): the listing's pin, else its written place. */
export function mapUrlOf(r: Pick<ViewingRecord, "listing">): string {
  const { latitude, longitude } = r.listing;
  const query =
    latitude !== null && longitude !== null
      ? `${latitude},${longitude}`
      : encodeURIComponent(`${addressOf(r)}, Ghana`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

export function addressOf(r: Pick<ViewingRecord, "listing">): string {
  return listingPlace(r.listing);
}

/** The fee as the listing discloses it, in a sentence's words. */
export function feeText(viewingFee: string | null): string {
  if (viewingFee === null) return "not stated on the listing";
  return Number(viewingFee) === 0
    ? "none, as the listing states it"
    : `${formatPrice(viewingFee, "GHS")}, as the listing states it`;
}

/** "+233244123456" as Ghana writes it: "024 412 3456". */
export function localPhone(phone: string): string {
  const digits = phone.replace(/^\+233/, "0");
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** A WhatsApp chat with the visitor, opened with the listing's link (never the lister's token). */
export function whatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/^\+/, "")}?text=${encodeURIComponent(text)}`;
}

/** What the mails need of one viewing, its links made from PUBLIC_URL. */
export interface MailedViewing {
  record: ViewingRecord;
  visitorName: string;
  lister: Lister;
  address: string;
  mapUrl: string;
  listingUrl: string;
  /** "My viewings", where either side (signed in) sees it and acts. */
  viewingsUrl: string;
}

export function mailedViewing(record: ViewingRecord, publicUrl: string): MailedViewing {
  return {
    record,
    visitorName: record.visitor.firstName?.trim() || "The visitor",
    lister: record.lister,
    address: addressOf(record),
    mapUrl: mapUrlOf(record),
    listingUrl: `${publicUrl}/properties/${record.propertyId}`,
    viewingsUrl: `${publicUrl}/viewings`,
  };
}

/** The viewing as `role` reads it, with the actions that reader may take now (none for the admin). */
export function viewOf(r: ViewingRecord, role: ViewingSide | "admin", now: Date): Viewing {
  const { listing } = r;
  return {
    id: r.id,
    propertyId: r.propertyId,
    title: listing.title,
    status: r.status,
    awaiting: r.awaiting,
    times: r.times,
    startsAt: r.startsAt,
    phone: r.phone,
    visitorName: r.visitor.firstName?.trim() ?? "",
    note: r.note,
    reason: r.reason,
    closedBy: r.closedBy,
    noShowOf: r.noShowOf,
    requestedAt: r.requestedAt,
    confirmedAt: r.confirmedAt,
    viewingFee: listing.viewingFee,
    address: addressOf(r),
    digitalAddress: listing.digitalAddress,
    mapUrl: mapUrlOf(r),
    role,
    actions: role === "admin" ? [] : actionsFor(r, role, now),
  };
}

/** What the calendar file of a viewing at `startsAt` says. */
export function calendarViewing(
  r: ViewingRecord,
  startsAt: Date,
  publicUrl: string,
): CalendarViewing {
  const { listing } = r;
  const address = addressOf(r);
  const digital = listing.digitalAddress;
  return {
    id: r.id,
    title: listing.title,
    startsAt,
    requestedAt: r.requestedAt,
    confirmedAt: r.confirmedAt ?? r.requestedAt,
    location: digital ? `${address} (GhanaPostGPS ${digital})` : address,
    latitude: listing.latitude,
    longitude: listing.longitude,
    description: [
      "A viewing booked on Ofie.",
      `Digital address (GhanaPostGPS): ${digital ?? "not stated"}`,
      `Map: ${mapUrlOf(r)}`,
      `Viewing fee: ${feeText(listing.viewingFee)}`,
      `Visitor: ${r.visitor.firstName?.trim() || "the visitor"}, ${localPhone(r.phone)}`,
    ].join("\n"),
    listingUrl: `${publicUrl}/properties/${r.propertyId}`,
  };
}

/** The reader's side of the viewing: its visitor, or the manager of its listing now; else none. */
export function sideOf(record: ViewingRecord, manager: ListingManager): ViewingSide | null {
  if (record.visitorId === manager.userId) return "visitor";
  return canManage(manager, record.listing) ? "lister" : null;
}

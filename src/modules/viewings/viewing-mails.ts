import type { MailAttachment, MailMessage } from "../../shared/ports.js";
import { viewingCalendar } from "./viewing-calendar.js";
import {
  calendarViewing,
  feeText,
  localPhone,
  type MailedViewing,
  mailedViewing,
  whatsAppUrl,
} from "./viewing-details.js";
import { viewingTimeText } from "./viewing-time-text.js";
import type { ReminderKind, ViewingRecord } from "./viewings.ports.js";
import { VIEWING_SLOT_MINUTES, type ViewingAction, type ViewingSide } from "./viewings.rules.js";

// The mails of a viewing (decision 104), each to one side, written in the transaction of the
// change that sends them. The lister's links carry the token only in the request mail: the
// token is kept as its hash, so later mails point to that mail and to My viewings.

const SIGN_OFF = ["", "The Ofie team"];

const listerName = (v: MailedViewing) => v.lister.name?.trim() || "The lister";
const hello = (name: string | null | undefined) => `Hello ${name?.trim() || "there"},`;

/** The visitor's WhatsApp chat, its text naming the listing's page. */
function whatsApp(v: MailedViewing): string {
  const { title } = v.record.listing;
  return whatsAppUrl(
    v.record.phone,
    `Hello ${v.visitorName}, about your request on Ofie to view "${title}": ${v.listingUrl}`,
  );
}

function visitorLines(v: MailedViewing): string[] {
  return [
    `Visitor: ${v.visitorName}, ${localPhone(v.record.phone)}`,
    `Message them on WhatsApp: ${whatsApp(v)}`,
  ];
}

/** Where and when, as both sides need it on the day. */
function detailLines(v: MailedViewing, startsAt: Date): string[] {
  const { listing } = v.record;
  return [
    `When: ${viewingTimeText(startsAt)}, for about ${VIEWING_SLOT_MINUTES} minutes`,
    `Where: ${listing.title}, ${v.address}`,
    `Digital address (GhanaPostGPS): ${listing.digitalAddress ?? "not stated"}`,
    `Map: ${v.mapUrl}`,
    `Viewing fee: ${feeText(listing.viewingFee)}`,
    `The listing: ${v.listingUrl}`,
  ];
}

/** Where the lister acts after the request mail: its own link, or My viewings signed in. */
const listerWhere = (v: MailedViewing) =>
  `Answer or change it from the link in our first mail about it ("Viewing request: ${v.record.listing.title}"), or on My viewings: ${v.viewingsUrl}`;

/** The request, to the lister: a one-tap link per time, one to propose or decline, WhatsApp. */
export function requestMail(v: MailedViewing, answerUrl: string, to: string): MailMessage {
  const { listing, note, times } = v.record;
  return {
    to,
    subject: `Viewing request: ${listing.title}`,
    text: [
      hello(v.lister.name),
      "",
      `${v.visitorName} would like to view your listing "${listing.title}":`,
      v.listingUrl,
      "",
      "Tap a time to confirm it (Ghana's time, GMT):",
      ...times.flatMap((time) => [
        `${viewingTimeText(time)}:`,
        `${answerUrl}?time=${encodeURIComponent(time.toISOString())}`,
      ]),
      "",
      "None of these suits you? Propose another time, or decline:",
      answerUrl,
      "",
      ...(note ? [`Their note: "${note}"`, ""] : []),
      ...visitorLines(v),
      "",
      `Viewing fee: ${feeText(listing.viewingFee)}.`,
      "",
      `${v.visitorName} is told at once when you answer. Keep this mail: its links serve this viewing until it is over, to change the time or cancel.`,
      ...SIGN_OFF,
    ].join("\n"),
  };
}

/** The confirmation, to both sides, with the calendar file. */
export function confirmedMails(
  v: MailedViewing,
  startsAt: Date,
  calendar: MailAttachment,
): MailMessage[] {
  const { listing, visitor } = v.record;
  const subject = `Viewing confirmed: ${listing.title}`;
  const attachments = [calendar];
  const mails: MailMessage[] = [
    {
      to: visitor.email,
      subject,
      text: [
        hello(visitor.firstName),
        "",
        `Your viewing of "${listing.title}" is confirmed:`,
        "",
        ...detailLines(v, startsAt),
        "",
        "The calendar file attached adds it to your phone's calendar.",
        `To change the time or cancel: ${v.viewingsUrl}`,
        ...SIGN_OFF,
      ].join("\n"),
      attachments,
    },
  ];
  if (v.lister.email) {
    mails.push({
      to: v.lister.email,
      subject,
      text: [
        hello(v.lister.name),
        "",
        `The viewing of "${listing.title}" is confirmed:`,
        "",
        ...detailLines(v, startsAt),
        ...visitorLines(v),
        "",
        "The calendar file attached adds it to your calendar.",
        listerWhere(v),
        ...SIGN_OFF,
      ].join("\n"),
      attachments,
    });
  }
  return mails;
}

/** What one side did, in the other side's words: the subject and the sentence. */
function changeWords(
  v: MailedViewing,
  action: Exclude<ViewingAction, "confirm">,
  by: ViewingSide,
  wasConfirmed: boolean,
): { subject: string; lines: string[] } {
  const { title } = v.record.listing;
  const who = by === "lister" ? listerName(v) : v.visitorName;
  const when = v.record.startsAt ? ` on ${viewingTimeText(v.record.startsAt)}` : "";
  switch (action) {
    case "propose": {
      const [time] = v.record.times;
      return {
        subject: `A new time to view ${title}`,
        lines: [
          wasConfirmed
            ? `${who} cannot make the viewing of "${title}" as confirmed and proposes another time:`
            : `${who} proposes another time to view "${title}":`,
          time ? viewingTimeText(time) : "",
        ],
      };
    }
    case "decline":
      return {
        subject: `Viewing ${by === "lister" ? "request " : ""}declined: ${title}`,
        lines: [
          by === "lister"
            ? `${who} declined your request to view "${title}".`
            : `${who} declined the time you proposed to view "${title}": the request is closed.`,
        ],
      };
    case "cancel":
      return {
        subject: `Viewing cancelled: ${title}`,
        lines: [`${who} cancelled the viewing of "${title}"${wasConfirmed ? when : ""}.`],
      };
    case "done":
      return {
        subject: `Viewing done: ${title}`,
        lines: [`${who} marked the viewing of "${title}"${when} as done.`],
      };
    case "no-show":
      return {
        subject: `No-show reported: ${title}`,
        lines: [`${who} reports that you did not come to the viewing of "${title}"${when}.`],
      };
  }
}

/** A change told to the other side (v holds the viewing as changed); none to a lister without an address. */
export function changeMail(
  v: MailedViewing,
  action: Exclude<ViewingAction, "confirm">,
  by: ViewingSide,
  wasConfirmed: boolean,
): MailMessage | null {
  const to = by === "lister" ? v.record.visitor.email : v.lister.email;
  if (!to) return null;
  const { subject, lines } = changeWords(v, action, by, wasConfirmed);
  const { reason } = v.record;
  const next =
    action === "propose"
      ? by === "lister"
        ? `Confirm it, propose another time or decline on My viewings: ${v.viewingsUrl}`
        : listerWhere(v)
      : by === "lister"
        ? `The listing: ${v.listingUrl}`
        : `My viewings: ${v.viewingsUrl}`;
  return {
    to,
    subject,
    text: [
      hello(by === "lister" ? v.record.visitor.firstName : v.lister.name),
      "",
      ...lines,
      ...(reason && (action === "decline" || action === "cancel") ? [`Reason: "${reason}"`] : []),
      "",
      next,
      ...SIGN_OFF,
    ].join("\n"),
  };
}

/**
 * What one change sends (`after` is the viewing as changed): a confirmation to both sides with
 * its calendar file, anything else to the other side.
 */
export async function changeMails(
  after: ViewingRecord,
  action: ViewingAction,
  by: ViewingSide,
  wasConfirmed: boolean,
  publicUrl: string,
  now: Date,
): Promise<MailMessage[]> {
  const mailed = mailedViewing(after, publicUrl);
  if (action !== "confirm") {
    const mail = changeMail(mailed, action, by, wasConfirmed);
    return mail ? [mail] : [];
  }
  if (!after.startsAt) return [];
  const calendar = await viewingCalendar(calendarViewing(after, after.startsAt, publicUrl), now);
  return confirmedMails(mailed, after.startsAt, calendar);
}

const REMINDER_WORDS: Record<ReminderKind, string> = {
  day: "tomorrow",
  hour: "in two hours",
};

/** A reminder to each side: the day before and two hours before. */
export function reminderMails(v: MailedViewing, kind: ReminderKind): MailMessage[] {
  const { listing, visitor, startsAt } = v.record;
  if (!startsAt) return [];
  const subject = `Reminder: viewing ${REMINDER_WORDS[kind]}, ${listing.title}`;
  const mails: MailMessage[] = [
    {
      to: visitor.email,
      subject,
      text: [
        hello(visitor.firstName),
        "",
        `Your viewing of "${listing.title}" is ${REMINDER_WORDS[kind]}:`,
        "",
        ...detailLines(v, startsAt),
        "",
        `Cannot come? Cancel or change the time on My viewings: ${v.viewingsUrl}`,
        ...SIGN_OFF,
      ].join("\n"),
    },
  ];
  if (v.lister.email) {
    mails.push({
      to: v.lister.email,
      subject,
      text: [
        hello(v.lister.name),
        "",
        `The viewing of "${listing.title}" is ${REMINDER_WORDS[kind]}:`,
        "",
        ...detailLines(v, startsAt),
        ...visitorLines(v),
        "",
        listerWhere(v),
        ...SIGN_OFF,
      ].join("\n"),
    });
  }
  return mails;
}

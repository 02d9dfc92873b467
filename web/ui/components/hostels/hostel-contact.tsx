import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { recordContactClick } from "../../lib/contact-click.js";
import { useSiteOrigin } from "../../lib/site-origin.js";
import { CallAndWhatsApp } from "../contact/call-and-whatsapp.js";
import { INFO_EMAIL } from "../contact/contact-details.js";
import { LinkButton } from "../ui/button.js";
import { hostelPagePath } from "./hostel-options.js";

type Contactable = Pick<StudentHostel, "id" | "name" | "location" | "pricePerSemester" | "phone">;

/** Spec §2 Contact Hostel: a mail draft to the info mailbox with name, location and price. */
export function hostelMailDraft(h: Pick<StudentHostel, "name" | "location" | "pricePerSemester">) {
  const subject = `Hostel inquiry: ${h.name}, ${h.location} (${h.pricePerSemester} per semester)`;
  const body = `Hello,\n\nI am interested in ${h.name} in ${h.location}, listed at ${h.pricePerSemester} per semester. Please tell me about room availability.\n\nThank you.`;
  return `mailto:${INFO_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The card's and the hostel page's ways to ask, for a grid of two columns: WhatsApp and Call
 * (when the hostel gave a Ghana number), then the mail draft. Every press is the hostel's lead
 * (decision 91), counted as a listing's are.
 */
export function HostelContactButtons({ hostel: h }: { hostel: Contactable }) {
  // The hostel's own link, so whoever answers knows which one is meant.
  const link = `${useSiteOrigin()}${hostelPagePath(h.id)}`;
  return (
    <>
      <CallAndWhatsApp
        phone={h.phone}
        message={`Hello, I found ${h.name} (${h.location}, ${h.pricePerSemester} per semester) on Ofie: ${link} Are rooms available?`}
        target={{ hostelId: h.id }}
      />
      <LinkButton
        href={hostelMailDraft(h)}
        variant="outline"
        onClick={() => recordContactClick({ hostelId: h.id }, "email")}
        className="col-span-2"
      >
        Contact Hostel
      </LinkButton>
    </>
  );
}

import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { whatsAppLink, whatsAppNumber } from "../../lib/whatsapp.js";
import { INFO_EMAIL } from "../contact/contact-details.js";
import { LinkButton } from "../ui/button.js";
import { Badge, Card } from "../ui/card.js";
import { distanceText } from "./hostel-options.js";
import { HostelRooms } from "./hostel-rooms.js";

const GENDER = { male: "Male", female: "Female", mixed: "Mixed" } as const;

/** Spec §2: up to `shown` items, then '+N more'. */
export function firstOf(items: readonly string[], shown: number) {
  return { visible: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** Spec §2 Contact Hostel: a mail draft to the info mailbox with name, location and price. */
export function hostelMailDraft(h: Pick<StudentHostel, "name" | "location" | "pricePerSemester">) {
  const subject = `Hostel inquiry: ${h.name}, ${h.location} (${h.pricePerSemester} per semester)`;
  const body = `Hello,\n\nI am interested in ${h.name} in ${h.location}, listed at ${h.pricePerSemester} per semester. Please tell me about room availability.\n\nThank you.`;
  return `mailto:${INFO_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function HostelCard({ hostel: h }: { hostel: StudentHostel }) {
  const amenities = firstOf(h.amenities, 4);
  const universities = firstOf(h.nearbyUniversities, 2);
  const distance = distanceText(h);
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative">
        <img
          src={h.images[0] ?? "/images/placeholder-property.jpg"}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          className="aspect-[3/2] w-full bg-gray-100 object-cover"
        />
        <Badge tone="default" className="absolute top-3 left-3">
          {GENDER[h.gender]}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-lg font-bold text-brand-800">
          {h.pricePerSemester} <span className="text-sm font-normal text-muted">per semester</span>
        </p>
        <h3 className="font-semibold text-ink">{h.name}</h3>
        <p className="text-sm text-muted">{h.location}</p>
        {distance ? <p className="text-sm font-medium text-ink">{distance}</p> : null}
        <p className="text-sm text-ink">
          <span aria-hidden="true" className="text-gold-500">
            ★
          </span>{" "}
          {`${Number(h.rating).toFixed(1)} (${h.reviewCount} reviews)`}
        </p>
        <p className="text-sm text-muted">
          {`${h.capacity} students · ${h.studentsPerRoom} per room`}
        </p>
        <HostelRooms hostel={h} />
        <ul className="flex flex-wrap gap-1" aria-label="Amenities">
          {amenities.visible.map((a) => (
            <li key={a}>
              <Badge tone="gray">{a}</Badge>
            </li>
          ))}
          {amenities.more > 0 ? (
            <li>
              <Badge tone="gray">{`+${amenities.more} more`}</Badge>
            </li>
          ) : null}
        </ul>
        <p className="text-sm text-ink">
          <span className="text-muted">Near: </span>
          {universities.visible.join(", ")}
          {universities.more > 0 ? ` +${universities.more} more` : ""}
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <LinkButton href={hostelMailDraft(h)} size="sm">
            Contact Hostel
          </LinkButton>
          <LinkButton
            href={whatsAppLink(
              `Hello, I found ${h.name} (${h.location}, ${h.pricePerSemester} per semester) on Ofie. Are rooms available?`,
              whatsAppNumber(h.phone),
            )}
            size="sm"
            variant="outline"
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}

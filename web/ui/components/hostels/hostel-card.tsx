import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { TapToLoadPhoto } from "../photo/tap-to-load-photo.js";
import { PLACEHOLDER_PROPERTY_IMAGE } from "../property/property-image.js";
import { Badge, Card } from "../ui/card.js";
import { HostelContactButtons } from "./hostel-contact.js";
import { distanceText, GENDER_LABELS, hostelPagePath } from "./hostel-options.js";
import { HostelRooms } from "./hostel-rooms.js";

export { hostelMailDraft } from "./hostel-contact.js";

/** Spec §2: up to `shown` items, then '+N more'. */
export function firstOf(items: readonly string[], shown: number) {
  return { visible: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

export function HostelCard({ hostel: h }: { hostel: StudentHostel }) {
  const amenities = firstOf(h.amenities, 4);
  const universities = firstOf(h.nearbyUniversities, 2);
  const distance = distanceText(h);
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative">
        <TapToLoadPhoto
          label={h.name}
          src={h.images[0] ?? PLACEHOLDER_PROPERTY_IMAGE}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          maxWidth={640}
          alt=""
          width={600}
          height={400}
          className="aspect-[3/2] w-full bg-gray-100 object-cover"
        />
        <Badge tone="default" className="absolute top-3 left-3">
          {GENDER_LABELS[h.gender]}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-lg font-bold text-brand-800">
          {h.pricePerSemester} <span className="text-sm font-normal text-muted">per semester</span>
        </p>
        <h3 className="font-semibold text-ink">
          <a
            href={hostelPagePath(h.id)}
            className="inline-flex min-h-11 items-center hover:underline"
          >
            {h.name}
          </a>
        </h3>
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
          <HostelContactButtons hostel={h} />
        </div>
      </div>
    </Card>
  );
}

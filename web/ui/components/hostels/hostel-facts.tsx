import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { distanceText, GENDER_LABELS } from "./hostel-options.js";

type Facts = Pick<
  StudentHostel,
  | "gender"
  | "distanceKm"
  | "nearbyUniversities"
  | "capacity"
  | "studentsPerRoom"
  | "rating"
  | "reviewCount"
>;

/**
 * The hostel page's facts. The distance is to the first nearby university only (the data holds
 * no other); when it is unknown the page says so rather than guess from the town.
 */
export function HostelFacts({ hostel: h }: { hostel: Facts }) {
  const facts: [string, string][] = [
    ["Gender", GENDER_LABELS[h.gender]],
    ["Distance to campus", distanceText(h) ?? "Not given by the hostel"],
    ["Nearby universities", h.nearbyUniversities.join(", ") || "None listed"],
    ["Capacity", `${h.capacity} students`],
    ["Students per room", String(h.studentsPerRoom)],
    ["Rating", `${Number(h.rating).toFixed(1)} of 5 (${h.reviewCount} reviews)`],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

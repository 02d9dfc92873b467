import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { formatPrice } from "../../lib/format.js";
import { bedSpacesText, ROOM_TYPE_LABELS } from "./hostel-options.js";

/** The card's rooms: one short line each (type, price, beds left or Full) under the semester. */
export function HostelRooms({ hostel: h }: { hostel: Pick<StudentHostel, "rooms" | "semester"> }) {
  if (h.rooms.length === 0) return null;
  const label = h.semester ? `Rooms for ${h.semester}` : "Rooms";
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2 text-sm">
      <p className="text-xs font-medium text-muted">{label}</p>
      <ul aria-label={label} className="mt-1 flex flex-col gap-0.5">
        {h.rooms.map((room) => (
          <li key={room.type} className="flex items-baseline justify-between gap-2">
            <span className="text-ink">{ROOM_TYPE_LABELS[room.type] ?? room.type}</span>
            <span className="text-muted">{formatPrice(room.pricePerSemester)}</span>
            <span
              className={
                room.bedSpacesLeft > 0 ? "font-medium text-brand-800" : "font-medium text-danger"
              }
            >
              {bedSpacesText(room.bedSpacesLeft)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

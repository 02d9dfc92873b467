import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { formatPrice } from "../../lib/format.js";
import { bedSpacesText, ROOM_TYPE_LABELS } from "./hostel-options.js";

/** The hostel page's rooms: each type with its price per semester and the beds left in it. */
export function HostelRoomTable({
  hostel: h,
}: {
  hostel: Pick<StudentHostel, "rooms" | "semester">;
}) {
  if (h.rooms.length === 0) {
    // Said plainly: no room list is not "no rooms", and the contact buttons are the way to ask.
    return (
      <p className="text-sm text-muted">
        This hostel has not listed its rooms and free beds yet: contact it to ask.
      </p>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm text-muted">
        {h.semester ? `Rooms for ${h.semester}` : "Rooms"}
      </caption>
      <thead>
        <tr className="border-b border-gray-200 text-muted">
          <th scope="col" className="py-2 pr-2 font-medium">
            Room
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            Per semester
          </th>
          <th scope="col" className="py-2 font-medium">
            Beds left
          </th>
        </tr>
      </thead>
      <tbody>
        {h.rooms.map((room) => (
          <tr key={room.type} className="border-b border-gray-100 last:border-0">
            <th scope="row" className="py-2 pr-2 font-normal text-ink">
              {ROOM_TYPE_LABELS[room.type] ?? room.type}
            </th>
            <td className="py-2 pr-2 text-ink">{formatPrice(room.pricePerSemester)}</td>
            <td
              className={
                room.bedSpacesLeft > 0
                  ? "py-2 font-medium text-brand-800"
                  : "py-2 font-medium text-danger"
              }
            >
              {bedSpacesText(room.bedSpacesLeft)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { EntityManager } from "typeorm";
import type { HostelSeed } from "./data/seed-types.js";

/**
 * Each seeded hostel's rooms, matched on (hostel, room type). A second run refreshes the
 * price; the bed spaces left are the running app's once the room exists, like a post's views.
 * `hostelIds` maps a hostel's name (its natural key) to its row id.
 */
export async function upsertHostelRooms(
  manager: EntityManager,
  hostels: HostelSeed[],
  hostelIds: Map<string, number>,
): Promise<number> {
  const params: unknown[] = [];
  const tuples: string[] = [];
  for (const hostel of hostels) {
    const hostelId = hostelIds.get(hostel.name);
    if (hostelId === undefined) throw new Error(`hostel ${hostel.name} was not seeded`);
    for (const room of hostel.rooms) {
      params.push(hostelId, room.type, room.pricePerSemester, room.bedSpacesLeft);
      const n = params.length;
      tuples.push(`($${n - 3}::integer, $${n - 2}, $${n - 1}::numeric, $${n}::integer)`);
    }
  }
  if (tuples.length === 0) return 0;
  await manager.query(
    `INSERT INTO hostel_rooms (hostel_id, room_type, price_per_semester, bed_spaces_left)
     VALUES ${tuples.join(", ")}
     ON CONFLICT (hostel_id, room_type) DO UPDATE SET price_per_semester = EXCLUDED.price_per_semester`,
    params,
  );
  return tuples.length;
}

import { In } from "typeorm";
import type { HostelRepository } from "#modules/hostels/hostels.ports.js";
import { type HostelRoom, ROOM_TYPES, type StudentHostel } from "#modules/hostels/hostels.types.js";
import { formatPrice } from "#modules/listings/index.js";
import type { DbContext } from "../../persistence/db-context.js";
import { HostelRoomEntity } from "./hostel-room.entity.js";
import { StudentHostelEntity } from "./student-hostel.entity.js";

export class TypeOrmHostelRepository implements HostelRepository {
  constructor(private readonly db: DbContext) {}

  async listAll(): Promise<StudentHostel[]> {
    const rows = await this.db
      .repository(StudentHostelEntity)
      .find({ order: { rating: "DESC", id: "ASC" } });
    const rooms = await this.roomsOf(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = rooms.get(row.id) ?? [];
      // The card's one price is the cheapest room (spec §3 keeps pricePerSemester).
      const lowest = own[0]?.pricePerSemester ?? row.pricePerSemester;
      return {
        id: row.id,
        name: row.name,
        location: row.location,
        images: row.images ?? [],
        gender: row.gender,
        // Whole cedis: the page reads the digits of this string as the price (spec §5).
        pricePerSemester: formatPrice(lowest),
        rating: row.rating,
        reviewCount: row.reviewCount,
        capacity: row.capacity,
        studentsPerRoom: row.studentsPerRoom,
        amenities: row.amenities ?? [],
        nearbyUniversities: row.nearbyUniversities ?? [],
        phone: row.phone,
        rooms: own,
        semester: row.semester,
        distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
        latitude: row.latitude,
        longitude: row.longitude,
      };
    });
  }

  async exists(id: number): Promise<boolean> {
    return this.db.repository(StudentHostelEntity).existsBy({ id });
  }

  /** Every listed hostel's rooms in one query, cheapest first (then in the order of ROOM_TYPES). */
  private async roomsOf(hostelIds: number[]): Promise<Map<number, HostelRoom[]>> {
    const byHostel = new Map<number, HostelRoom[]>();
    if (hostelIds.length === 0) return byHostel;
    const rows = await this.db
      .repository(HostelRoomEntity)
      .find({ where: { hostelId: In(hostelIds) } });
    rows.sort(
      (a, b) =>
        Number(a.pricePerSemester) - Number(b.pricePerSemester) ||
        ROOM_TYPES.indexOf(a.roomType) - ROOM_TYPES.indexOf(b.roomType),
    );
    for (const row of rows) {
      const list = byHostel.get(row.hostelId) ?? [];
      list.push({
        type: row.roomType,
        pricePerSemester: row.pricePerSemester,
        bedSpacesLeft: row.bedSpacesLeft,
      });
      byHostel.set(row.hostelId, list);
    }
    return byHostel;
  }
}

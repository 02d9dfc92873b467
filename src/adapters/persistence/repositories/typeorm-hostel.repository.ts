import type { HostelRepository } from "../../../modules/hostels/hostels.ports.js";
import type { StudentHostel } from "../../../modules/hostels/hostels.types.js";
import type { DbContext } from "../db-context.js";
import { StudentHostelEntity } from "../entities/student-hostel.entity.js";

const cedis = new Intl.NumberFormat("en-GH", { maximumFractionDigits: 0 });

export class TypeOrmHostelRepository implements HostelRepository {
  constructor(private readonly db: DbContext) {}

  async listAll(): Promise<StudentHostel[]> {
    const rows = await this.db
      .repository(StudentHostelEntity)
      .find({ order: { rating: "DESC", id: "ASC" } });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      location: row.location,
      images: row.images ?? [],
      gender: row.gender,
      // Whole cedis: the page reads the digits of this string as the price (spec §5).
      pricePerSemester: `GH₵${cedis.format(Math.round(Number(row.pricePerSemester)))}`,
      rating: row.rating,
      reviewCount: row.reviewCount,
      capacity: row.capacity,
      studentsPerRoom: row.studentsPerRoom,
      amenities: row.amenities ?? [],
      nearbyUniversities: row.nearbyUniversities ?? [],
      phone: row.phone,
    }));
  }
}

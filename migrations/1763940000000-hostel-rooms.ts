import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A hostel's rooms by type, each with its price per semester and the bed spaces left; the
 * semester those beds are for, and the distance to the hostel's first nearby university.
 * The room types are Ghana's own terms (GHANA-FACTS), checked here as in the domain.
 */
export class HostelRooms1763940000000 implements MigrationInterface {
  name = "HostelRooms1763940000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE student_hostels ADD COLUMN semester varchar(60)`);
    await q.query(
      `ALTER TABLE student_hostels ADD COLUMN distance_km numeric(4,1) CHECK (distance_km >= 0)`,
    );
    await q.query(`
      CREATE TABLE hostel_rooms (
        id serial PRIMARY KEY,
        hostel_id integer NOT NULL REFERENCES student_hostels(id) ON DELETE CASCADE,
        room_type varchar(20) NOT NULL CHECK (room_type IN
          ('single', '2-in-a-room', '3-in-a-room', '4-in-a-room', 'chamber-and-hall', 'self-contain')),
        price_per_semester numeric(10,2) NOT NULL CHECK (price_per_semester >= 0),
        bed_spaces_left integer NOT NULL DEFAULT 0 CHECK (bed_spaces_left >= 0),
        UNIQUE (hostel_id, room_type)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS hostel_rooms`);
    await q.query(`ALTER TABLE student_hostels DROP COLUMN distance_km`);
    await q.query(`ALTER TABLE student_hostels DROP COLUMN semester`);
  }
}

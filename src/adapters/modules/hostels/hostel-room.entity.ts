import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { RoomType } from "#modules/hostels/hostels.types.js";

/** A room type of a hostel; read by hostel id (no relation object: the list reads rooms in one query). */
@Entity({ name: "hostel_rooms" })
export class HostelRoomEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "hostel_id" }) hostelId: number;
  @Column({ type: "varchar", length: 20, name: "room_type" }) roomType: RoomType;
  @Column({ type: "numeric", precision: 10, scale: 2, name: "price_per_semester" })
  pricePerSemester: string;
  @Column({ type: "integer", name: "bed_spaces_left", default: 0 }) bedSpacesLeft: number;
}

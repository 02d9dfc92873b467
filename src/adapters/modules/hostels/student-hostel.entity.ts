import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "student_hostels" })
export class StudentHostelEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 160 }) name: string;
  @Column({ type: "varchar", length: 200 }) location: string;
  @Column({ type: "text", array: true, default: () => "'{}'" }) images: string[];
  @Column({ type: "varchar", length: 10 }) gender: "male" | "female" | "mixed";
  @Column({ type: "numeric", precision: 10, scale: 2, name: "price_per_semester" })
  pricePerSemester: string;
  @Column({ type: "numeric", precision: 2, scale: 1, default: 0 }) rating: string;
  @Column({ type: "integer", name: "review_count", default: 0 }) reviewCount: number;
  @Column({ type: "integer", default: 0 }) capacity: number;
  @Column({ type: "integer", name: "students_per_room", default: 1 }) studentsPerRoom: number;
  @Column({ type: "text", array: true, default: () => "'{}'" }) amenities: string[];
  @Column({ type: "text", array: true, name: "nearby_universities", default: () => "'{}'" })
  nearbyUniversities: string[];
  @Column({ type: "varchar", length: 40, nullable: true }) phone: string | null;
  @Column({ type: "varchar", length: 60, nullable: true }) semester: string | null;
  /** numeric comes back as a string; the repository turns it into km. */
  @Column({ type: "numeric", precision: 4, scale: 1, name: "distance_km", nullable: true })
  distanceKm: string | null;
  /** Decimal degrees; both or neither, inside Ghana's box (checked by the inputs). */
  @Column({ type: "double precision", nullable: true }) latitude: number | null;
  @Column({ type: "double precision", nullable: true }) longitude: number | null;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}

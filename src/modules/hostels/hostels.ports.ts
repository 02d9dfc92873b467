import type { StudentHostel } from "./hostels.types.js";

export interface HostelRepository {
  listAll(): Promise<StudentHostel[]>;
  /** Whether a hostel has this id: a contact click names one, and needs no more of it. */
  exists(id: number): Promise<boolean>;
}

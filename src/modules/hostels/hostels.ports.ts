import type { StudentHostel } from "./hostels.types.js";

export interface HostelRepository {
  listAll(): Promise<StudentHostel[]>;
}

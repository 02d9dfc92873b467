import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { useApiQuery } from "./seeds.js";

/** Spec §7: the full list is read once; the filters run in the browser (spec §5). */
export const HOSTELS_URL = "/api/student-hostels";

export function useHostels() {
  return useApiQuery<StudentHostel[]>(HOSTELS_URL);
}

/** GET /api/student-hostels/{id}: one hostel's page. */
export function hostelUrl(id: number | string): string {
  return `/api/student-hostels/${id}`;
}

export function useHostel(id: number | string) {
  return useApiQuery<StudentHostel>(hostelUrl(id));
}

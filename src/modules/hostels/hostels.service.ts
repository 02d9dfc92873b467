import { PositiveId } from "../../shared/positive-id.js";
import { filterHostels } from "./hostel-filter.js";
import { parseHostelQuery } from "./hostel-query.js";
import { HostelNotFoundError } from "./hostels.errors.js";
import type { HostelRepository } from "./hostels.ports.js";
import type { StudentHostel } from "./hostels.types.js";

export class HostelsService {
  constructor(private readonly hostels: HostelRepository) {}

  /** The full list (what the page filters in the browser), or filtered by the same rules. */
  async listHostels(query: unknown = {}): Promise<StudentHostel[]> {
    const filters = parseHostelQuery(query);
    const all = await this.hostels.listAll();
    return filterHostels(all, filters);
  }

  /**
   * GET /api/student-hostels/{id} and the hostel's page. An id that can never exist ("abc", "0")
   * is a missing page, not a bad request. The hostels are a few dozen rows read with their rooms
   * in two queries, so the one is found in the list rather than by a query of its own.
   */
  async getHostel(id: unknown): Promise<StudentHostel> {
    const n = typeof id === "string" ? PositiveId.parse(id) : id;
    if (!PositiveId.is(n)) throw new HostelNotFoundError();
    const hostel = (await this.hostels.listAll()).find((h) => h.id === n);
    if (!hostel) throw new HostelNotFoundError();
    return hostel;
  }
}

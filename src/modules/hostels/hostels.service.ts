import { filterHostels } from "./hostel-filter.js";
import { parseHostelQuery } from "./hostel-query.js";
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
}

import { ValidationError } from "../../shared/errors.js";
import { isRecord } from "../../shared/validation.js";
import { filterHostels } from "./hostel-filter.js";
import type { HostelRepository } from "./hostels.ports.js";
import {
  type HostelFilters,
  PRICE_BANDS,
  type PriceBand,
  type StudentHostel,
} from "./hostels.types.js";

export class HostelsService {
  constructor(private readonly hostels: HostelRepository) {}

  /** The full list (what the page filters in the browser), or filtered by the same rules. */
  async listHostels(query: unknown = {}): Promise<StudentHostel[]> {
    const filters = parseFilters(query);
    const all = await this.hostels.listAll();
    return filterHostels(all, filters);
  }
}

function parseFilters(raw: unknown): HostelFilters {
  const q = isRecord(raw) ? raw : {};
  const text = (key: string) =>
    typeof q[key] === "string" ? (q[key] as string).slice(0, 200) : undefined;
  const priceRange = text("priceRange");
  if (priceRange && priceRange !== "all" && !PRICE_BANDS.includes(priceRange as PriceBand)) {
    throw ValidationError.single(
      "priceRange",
      `priceRange must be all or one of ${PRICE_BANDS.join(", ")}`,
    );
  }
  return {
    search: text("search"),
    university: text("university"),
    location: text("location"),
    priceRange,
  };
}

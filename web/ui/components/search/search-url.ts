import { apiUrl } from "../../queries/seeds.js";
import { STUDENT_HOSTEL } from "../property/property-options.js";

/** The hero search's fields as the form holds them ('all' and 'any' mean no filter). */
export interface HeroSearchValues {
  search?: string;
  propertyType?: string;
  region?: string;
  priceRange?: string;
  furnishing?: string;
  nearUniversity?: string;
}

/** Spec §5: '100000-300000' → both bounds; '1000000-plus' → a minimum only; anything else → none. */
export function parsePriceRange(range: string | undefined): {
  minPrice?: string;
  maxPrice?: string;
} {
  const match = /^(\d+)-(\d+|plus)$/.exec(range?.trim() ?? "");
  if (!match) return {};
  const [, min, max] = match;
  return max === "plus" ? { minPrice: min } : { minPrice: min, maxPrice: max };
}

/** Spec §2: student hostels have their own finder; every other search lists properties. */
export function heroSearchUrl(values: HeroSearchValues): string {
  const path = values.propertyType === STUDENT_HOSTEL ? "/student-hostels" : "/properties";
  const { minPrice, maxPrice } = parsePriceRange(values.priceRange);
  return apiUrl(path, {
    search: values.search?.trim(),
    propertyType: values.propertyType,
    region: values.region,
    furnishing: values.furnishing,
    nearUniversity: values.nearUniversity,
    minPrice,
    maxPrice,
  });
}

export function heroSearchValuesOf(form: HTMLFormElement): HeroSearchValues {
  const data = new FormData(form);
  const text = (key: keyof HeroSearchValues) => String(data.get(key) ?? "");
  return {
    search: text("search"),
    propertyType: text("propertyType"),
    region: text("region"),
    priceRange: text("priceRange"),
    furnishing: text("furnishing"),
    nearUniversity: text("nearUniversity"),
  };
}

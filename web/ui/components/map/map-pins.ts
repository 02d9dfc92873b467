import type { PropertyPin } from "#modules/listings/listings.types.js";
import { formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";

/**
 * A pin as the map draws it, its words ready. Made on the page's side, so the lazily loaded map
 * needs none of the page's own modules: one it shared would be split out of the pages' common
 * chunk, and every route's first load would grow (decision 69).
 */
export interface MapPin {
  id: number;
  latitude: number;
  longitude: number;
  title: string;
  /** As the list shows it: "GH₵6,000 / month", "GH₵240,000 / year". */
  price: string;
  /**
   * On the pin itself, as the price sorts compare listings (decision 90): the full figure (only a
   * million or more shortened), a rent per month, a yearly one as its twelfth: "GH₵20,000 / month".
   */
  pinPrice: string;
  /** A yearly rent's monthly share in full, for its popup: "GH₵20,000 / month"; null otherwise. */
  perMonth: string | null;
}

export function mapPin(pin: Json<PropertyPin>): MapPin {
  return {
    id: pin.id,
    latitude: pin.latitude,
    longitude: pin.longitude,
    title: pin.title,
    price: formatListingPrice(pin),
    pinPrice: formatListingPrice(pin, { short: true, monthly: true }),
    perMonth:
      pin.listingType === "rent" && pin.rentPeriod === "year"
        ? formatListingPrice(pin, { monthly: true })
        : null,
  };
}
